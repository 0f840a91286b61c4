// One way to write numbers per language, for money and points alike: a reader meets one format in
// "1.250 баллов" and "1.234,56 р.", or "1,250 points" and "1,234.56 rub.". Russian follows the spec's money
// rule (decimal comma, dot thousands); the others are CLDR's (Node's full ICU checks them in the tests).
//
// Written down here rather than asked of Intl: browsers ship trimmed locale data (this Chromium has no
// Belarusian or Georgian number data, and formats Azerbaijani as English), and a number must read the
// same on every phone. `minGroup` is CLDR's minimum grouping digits (Belarusian and Georgian group from
// five digits: 1250, 12 500).
import type { Lang } from '../langs.ts';

const NBSP = '\u00a0';

type NumberStyle = { group: string; decimal: string; minGroup: 1 | 2 };

export const NUMBER_STYLE: Record<Lang, NumberStyle> = {
  ru: { group: '.', decimal: ',', minGroup: 1 },
  en: { group: ',', decimal: '.', minGroup: 1 },
  be: { group: NBSP, decimal: ',', minGroup: 2 },
  ge: { group: NBSP, decimal: ',', minGroup: 2 },
  az: { group: '.', decimal: ',', minGroup: 1 },
};

/** A whole number's digits with the language's thousands separator. */
export const groupDigits = (digits: string, { group, minGroup }: NumberStyle): string =>
  digits.length < 4 + (minGroup - 1) ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
