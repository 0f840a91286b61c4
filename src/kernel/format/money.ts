// Money arrives in minor units (kopecks / tetri), shown with the currency word in the language's number
// format (./numbers.ts): Russian "1.234,56 р." (the spec's rule), English "1,234.56 rub.".
import type { Lang } from '../langs.ts';
import { groupDigits, NUMBER_STYLE } from './numbers.ts';

/** `123456` → `1.234,56` (ru, the default: the server's documents), `1,234.56` (en); `-5` → `-0,05`. */
export const formatAmount = (minor: number, lang: Lang = 'ru'): string => {
  const style = NUMBER_STYLE[lang];
  const safe = Number.isFinite(minor) ? Math.round(minor) : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  const whole = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${groupDigits(whole, style)}${style.decimal}${cents}`;
};

/**
 * `formatMoney(123456, 'р.', 'ru')` → `1.234,56 р.`, joined by a no-break space: an amount and its currency
 * are never split across two lines (a narrow column or a large text size).
 */
export const formatMoney = (minor: number, currencyWord: string, lang: Lang = 'ru'): string =>
  `${formatAmount(minor, lang)}\u00a0${currencyWord}`;
