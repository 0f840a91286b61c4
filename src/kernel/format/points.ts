// Points are a count, written in the language's number format (./numbers.ts): whole numbers, and two
// decimals for the history's hundredths of a point.
import type { Lang } from '../langs.ts';
import { groupDigits, NUMBER_STYLE } from './numbers.ts';

/** `1250` → `1.250` (ru), `1,250` (en), `1.250` (az), `1250` (be, ge); `12.5` → `12,50` (ru). */
export const formatPoints = (points: number, lang: Lang): string => {
  const style = NUMBER_STYLE[lang];
  const hundredths = Number.isFinite(points) ? Math.round(points * 100) : 0;
  const abs = Math.abs(hundredths);
  const whole = groupDigits(Math.floor(abs / 100).toString(), style);
  const fraction = abs % 100 === 0 ? '' : `${style.decimal}${String(abs % 100).padStart(2, '0')}`;
  return `${hundredths < 0 ? '-' : ''}${whole}${fraction}`;
};
