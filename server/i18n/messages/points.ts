// Texts of points: promo code activation and the points history lines the server writes.
import type { Texts } from '../lang.ts';

export const POINTS = {
  'points.paramsObject': {
    ru: 'Поле params должно быть объектом с кодом.',
    en: 'The params field must be an object with the code.',
    be: 'Поле params павінна быць аб’ектам з кодам.',
    ge: 'ველი params უნდა იყოს ობიექტი კოდით.',
    az: 'params sahəsi kodlu obyekt olmalıdır.',
  },
  'points.promoRejected': {
    ru: 'Промокод введен не верно',
    en: 'The promo code is incorrect',
    be: 'Промакод уведзены няправільна',
    ge: 'პრომოკოდი არასწორია',
    az: 'Promokod yanlış daxil edilib',
  },
  'points.promoActivated': {
    ru: 'Промокод активирован',
    en: 'The promo code has been activated',
    be: 'Промакод актываваны',
    ge: 'პრომოკოდი გააქტიურებულია',
    az: 'Promokod aktivləşdirildi',
  },
  'points.promoLine': {
    ru: 'Активация промокода {code}',
    en: 'Promo code {code} activated',
    be: 'Актывацыя промакода {code}',
    ge: 'პრომოკოდის {code} გააქტიურება',
    az: '{code} promokodunun aktivləşdirilməsi',
  },
} as const satisfies Record<`points.${string}`, Texts>;
