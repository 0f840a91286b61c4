import type { Lang } from '../langs.ts';

// Abbreviated month names (CLDR, format context) for every app language. Written out here because
// browsers ship uneven locale data: Debian's Chromium has no Belarusian or Georgian month names and
// prints "M12" for Azerbaijani, so Intl cannot be trusted for them.
export const SHORT_MONTHS: Record<Lang, readonly string[]> = {
  ru: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  be: ['сту', 'лют', 'сак', 'кра', 'мая', 'чэр', 'ліп', 'жні', 'вер', 'кас', 'ліс', 'сне'],
  ge: ['იან', 'თებ', 'მარ', 'აპრ', 'მაი', 'ივნ', 'ივლ', 'აგვ', 'სექ', 'ოქტ', 'ნოე', 'დეკ'],
  az: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'],
};

/**
 * Standalone (nominative) forms, for a month on its own such as a birth-date select: "март", not the
 * "мар." of a date. Spec §5 asks for short Russian month names there.
 */
export const STANDALONE_SHORT_MONTHS: Record<Lang, readonly string[]> = {
  ru: ['янв.', 'февр.', 'март', 'апр.', 'май', 'июнь', 'июль', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  en: SHORT_MONTHS.en,
  be: ['сту', 'лют', 'сак', 'кра', 'май', 'чэр', 'ліп', 'жні', 'вер', 'кас', 'ліс', 'сне'],
  ge: SHORT_MONTHS.ge,
  az: SHORT_MONTHS.az,
};
