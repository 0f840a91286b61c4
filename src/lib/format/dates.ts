import type { Lang } from '../i18n/langs.ts';
import { SHORT_MONTHS } from './months.ts';

// Displayed dates use the brand's fixed offset (spec §9: +3 h, +4 h on the Georgian host), not the
// device's zone: a ticket shows the venue's time wherever the phone thinks it is. A fixed offset has no
// rules to look up, so it is plain arithmetic: shift the instant by the offset and read it as UTC. (Luxon,
// 22 kB gzip, did the same on every start; it stays for calendar checks off the first screen — see
// docs/decisions-bench.md.) Month names come from our own table (see months.ts).
const inBrandZone = (unixSeconds: number | null | undefined, offsetHours: number): Date | null => {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) return null;
  const date = new Date((unixSeconds + offsetHours * 3600) * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
};

const two = (n: number) => String(n).padStart(2, '0');

const day = (d: Date, lang: Lang) =>
  `${two(d.getUTCDate())} ${SHORT_MONTHS[lang][d.getUTCMonth()] ?? two(d.getUTCMonth() + 1)} ${String(d.getUTCFullYear()).padStart(4, '0')}`;

/** `DD MMM YYYY, HH:mm`, month name in the active language. Empty for a missing or invalid time. */
export const formatDateTime = (
  unixSeconds: number | null | undefined,
  offsetHours: number,
  lang: Lang,
): string => {
  const d = inBrandZone(unixSeconds, offsetHours);
  return d ? `${day(d, lang)}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` : '';
};

/** `DD MMM YYYY`, for dates without a meaningful time (birth dates, validity ends). */
export const formatDate = (
  unixSeconds: number | null | undefined,
  offsetHours: number,
  lang: Lang,
): string => {
  const d = inBrandZone(unixSeconds, offsetHours);
  return d ? day(d, lang) : '';
};
