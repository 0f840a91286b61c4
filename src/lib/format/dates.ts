import { DateTime, FixedOffsetZone } from 'luxon';
import type { Lang } from '../i18n/langs.ts';
import { SHORT_MONTHS } from './months.ts';

// Displayed dates use the brand's fixed offset (spec §9: +3 h, +4 h on the Georgian host), not the
// device's zone: a ticket shows the venue's time wherever the phone thinks it is. Luxon does the zone
// arithmetic; month names come from our own table (see months.ts).
const inBrandZone = (unixSeconds: number | null | undefined, offsetHours: number): DateTime | null => {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) return null;
  // A fixed locale: the tokens used are numeric and the month names are ours, and without one Luxon
  // asks the system's locale through a fresh Intl.DateTimeFormat (~30 ms on the first screen).
  const dt = DateTime.fromSeconds(unixSeconds, {
    zone: FixedOffsetZone.instance(offsetHours * 60),
    locale: 'en-US',
  });
  return dt.isValid ? dt : null;
};

const day = (dt: DateTime, lang: Lang) =>
  `${dt.toFormat('dd')} ${SHORT_MONTHS[lang][dt.month - 1] ?? dt.toFormat('MM')} ${dt.toFormat('yyyy')}`;

/** `DD MMM YYYY, HH:mm`, month name in the active language. Empty for a missing or invalid time. */
export const formatDateTime = (
  unixSeconds: number | null | undefined,
  offsetHours: number,
  lang: Lang,
): string => {
  const dt = inBrandZone(unixSeconds, offsetHours);
  return dt ? `${day(dt, lang)}, ${dt.toFormat('HH:mm')}` : '';
};

/** `DD MMM YYYY`, for dates without a meaningful time (birth dates, validity ends). */
export const formatDate = (
  unixSeconds: number | null | undefined,
  offsetHours: number,
  lang: Lang,
): string => {
  const dt = inBrandZone(unixSeconds, offsetHours);
  return dt ? day(dt, lang) : '';
};
