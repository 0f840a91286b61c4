import type { Lang } from '../i18n/langs.ts';
import { SHORT_MONTHS } from './months.ts';

// Displayed dates use the brand's fixed offset (spec §9: +3 h, +4 h on the Georgian host), not the
// device's zone: a ticket shows the venue's time wherever the phone thinks it is. A fixed offset needs
// no time-zone database: shift the instant by the offset and read the UTC fields (no date library, which
// kept ~22 kB gzip off the first load); month names come from our own table (see months.ts).
type Parts = { year: number; month: number; day: number; hours: number; minutes: number };

const inBrandZone = (unixSeconds: number | null | undefined, offsetHours: number): Parts | null => {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) return null;
  const shifted = new Date((unixSeconds + offsetHours * 3600) * 1000);
  if (Number.isNaN(shifted.getTime())) return null;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
};

const two = (n: number) => String(n).padStart(2, '0');

const day = (p: Parts, lang: Lang) =>
  `${two(p.day)} ${SHORT_MONTHS[lang][p.month - 1] ?? two(p.month)} ${String(p.year).padStart(4, '0')}`;

/** `DD MMM YYYY, HH:mm`, month name in the active language. Empty for a missing or invalid time. */
export const formatDateTime = (
  unixSeconds: number | null | undefined,
  offsetHours: number,
  lang: Lang,
): string => {
  const p = inBrandZone(unixSeconds, offsetHours);
  return p ? `${day(p, lang)}, ${two(p.hours)}:${two(p.minutes)}` : '';
};

/** `DD MMM YYYY`, for dates without a meaningful time (birth dates, validity ends). */
export const formatDate = (
  unixSeconds: number | null | undefined,
  offsetHours: number,
  lang: Lang,
): string => {
  const p = inBrandZone(unixSeconds, offsetHours);
  return p ? day(p, lang) : '';
};
