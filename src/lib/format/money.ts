// Money arrives in minor units (kopecks / tetri). Display: dot thousands, decimal comma, currency word.
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** `123456` → `1.234,56`; `-5` → `-0,05`. Non-finite input is shown as 0. */
export const formatAmount = (minor: number): string => {
  const safe = Number.isFinite(minor) ? Math.round(minor) : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  const whole = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${groupThousands(whole)},${cents}`;
};

/**
 * `formatMoney(123456, 'р.')` → `1.234,56 р.`, joined by a no-break space: an amount and its currency are
 * never split across two lines (a narrow column or a large text size).
 */
export const formatMoney = (minor: number, currencyWord: string): string =>
  `${formatAmount(minor)}\u00a0${currencyWord}`;

// Points are a count, formatted per language: ./points.ts.
