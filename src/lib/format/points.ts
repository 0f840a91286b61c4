// Points are a count, not money: one format per language with that language's own grouping (CLDR), so
// "1 250 баллов", "1,250 points" and "1.250 bal" read as whole numbers everywhere. Money keeps the spec's
// format (money.ts). Fractions (the history's hundredths of a point) show two decimals.
//
// The separators are written down here rather than asked of Intl: browsers ship trimmed locale data
// (this Chromium has no Belarusian or Georgian number data, and formats Azerbaijani as English), and a
// count must read the same on every phone. The values are CLDR's; `minGroup` is its minimum grouping
// digits (Belarusian and Georgian group from five digits: 1250, 12 500).
import type { Lang } from '../i18n/langs.ts';

const NBSP = '\u00a0';

type NumberStyle = { group: string; decimal: string; minGroup: 1 | 2 };

const POINTS_STYLE: Record<Lang, NumberStyle> = {
  ru: { group: NBSP, decimal: ',', minGroup: 1 },
  en: { group: ',', decimal: '.', minGroup: 1 },
  be: { group: NBSP, decimal: ',', minGroup: 2 },
  ge: { group: NBSP, decimal: ',', minGroup: 2 },
  az: { group: '.', decimal: ',', minGroup: 1 },
};

const grouped = (digits: string, { group, minGroup }: NumberStyle): string =>
  digits.length < 4 + (minGroup - 1) ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/** `1250` → `1 250` (ru), `1,250` (en), `1.250` (az), `1250` (be, ge); `12.5` → `12,50` (ru). */
export const formatPoints = (points: number, lang: Lang): string => {
  const style = POINTS_STYLE[lang];
  const hundredths = Number.isFinite(points) ? Math.round(points * 100) : 0;
  const abs = Math.abs(hundredths);
  const whole = grouped(Math.floor(abs / 100).toString(), style);
  const fraction = abs % 100 === 0 ? '' : `${style.decimal}${String(abs % 100).padStart(2, '0')}`;
  return `${hundredths < 0 ? '-' : ''}${whole}${fraction}`;
};
