// The brand's one-line description in its own language, for what is read before the app (and Lingui)
// loads: the install manifest (built per brand) and the page's meta description.
import type { Lang } from '../langs.ts';

const DESCRIPTIONS: Record<Lang, (name: string) => string> = {
  ru: (name) => `${name}: билеты, заказы, баллы и карты`,
  en: (name) => `${name}: tickets, orders, points and cards`,
  be: (name) => `${name}: білеты, заказы, балы і карты`,
  ge: (name) => `${name}: ბილეთები, შეკვეთები, ქულები და ბარათები`,
  az: (name) => `${name}: biletlər, sifarişlər, ballar və kartlar`,
};

export const brandDescription = (brand: { name: string; defaultLang: Lang }): string =>
  DESCRIPTIONS[brand.defaultLang](brand.name);
