import type { Lang } from '../langs.ts';
import { SHORT_MONTHS } from './months.ts';

// Event times use the brand's fixed offset (spec §9: +3 h, +4 h on the Georgian host), not the device's
// zone: a ticket shows the venue's time wherever the phone thinks it is, labelled with that zone when the
// phone is in another (`formatVenueDateTime`). A deadline or a "saved at" time is read against the
// customer's own clock, so it is shown in the device's zone (`formatLocalDateTime`); see
// docs/decisions-payment.md "Time zones". A fixed offset has no
// rules to look up, so it is plain arithmetic: shift the instant by the offset and read it as UTC. (Luxon,
// 22 kB gzip, did the same on every start; see docs/decisions-bench.md.) Month names come from our own
// table (see months.ts).
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

/** The device's offset from UTC at that instant, in hours (its zone's own rules, summer time included). */
const deviceOffsetHours = (unixSeconds: number): number =>
  -new Date(unixSeconds * 1000).getTimezoneOffset() / 60;

/**
 * `DD MMM YYYY, HH:mm` in the device's own zone: a deadline or a "saved at" time, which the customer
 * compares with the clock in their hand. `deviceOffset` (hours) is the device's unless given (tests).
 */
export const formatLocalDateTime = (
  unixSeconds: number | null | undefined,
  lang: Lang,
  deviceOffset?: number,
): string =>
  unixSeconds == null || !Number.isFinite(unixSeconds)
    ? ''
    : formatDateTime(unixSeconds, deviceOffset ?? deviceOffsetHours(unixSeconds), lang);

/** `UTC+3`, `UTC−3:30`, `UTC+5:45`: a fixed offset as a zone label. */
const utcLabel = (offsetHours: number): string => {
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  const rest = minutes % 60;
  return `UTC${offsetHours < 0 ? '−' : '+'}${Math.floor(minutes / 60)}${rest ? `:${two(rest)}` : ''}`;
};

/**
 * An event time in the venue's zone (the brand's offset), `DD MMM YYYY, HH:mm`, followed by the zone
 * (`(UTC+3)`) when the device's zone shows another time at that instant — a phone abroad would otherwise
 * read the venue's 19:00 as its own. `deviceOffset` (hours) is the device's unless given (tests).
 */
export const formatVenueDateTime = (
  unixSeconds: number | null | undefined,
  offsetHours: number,
  lang: Lang,
  deviceOffset?: number,
): string => {
  const text = formatDateTime(unixSeconds, offsetHours, lang);
  if (!text || unixSeconds == null) return text;
  const device = deviceOffset ?? deviceOffsetHours(unixSeconds);
  return device === offsetHours ? text : `${text} (${utcLabel(offsetHours)})`;
};
