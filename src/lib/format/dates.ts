import { DateTime, FixedOffsetZone } from 'luxon';
import { intlLocale, type Lang } from '../i18n/langs.ts';

// Displayed dates use the brand's fixed offset (spec §9: +3 h, +4 h on the Georgian host), not the
// device's zone: a ticket shows the venue's time wherever the phone thinks it is.
const inBrandZone = (unixSeconds: number, offsetHours: number, lang: Lang) =>
  DateTime.fromSeconds(unixSeconds, { zone: FixedOffsetZone.instance(offsetHours * 60) }).setLocale(
    intlLocale(lang),
  );

/** `DD MMM YYYY, HH:mm`, month name in the active language. Empty for a missing or invalid time. */
export const formatDateTime = (
  unixSeconds: number | null | undefined,
  offsetHours: number,
  lang: Lang,
): string => {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) return '';
  const dt = inBrandZone(unixSeconds, offsetHours, lang);
  return dt.isValid ? dt.toFormat('dd LLL yyyy, HH:mm') : '';
};

/** `DD MMM YYYY`, for dates without a meaningful time (birth dates, validity ends). */
export const formatDate = (
  unixSeconds: number | null | undefined,
  offsetHours: number,
  lang: Lang,
): string => {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) return '';
  const dt = inBrandZone(unixSeconds, offsetHours, lang);
  return dt.isValid ? dt.toFormat('dd LLL yyyy') : '';
};
