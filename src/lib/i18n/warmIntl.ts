// The first number formatter a page creates costs ~15–25 ms on a desktop (measured: `new Intl.NumberFormat`
// in a fresh page, 14–23 ms; the first date formatter 2–6 ms; the next ones ~0.1 ms), about four times
// that on a slow phone: the engine loads its locale data then. Every first screen formats a number (a
// price, the points, a plural) while rendering, so the cost landed in the app's first render, a long task.
// The page's entry creates them while it waits for the app's code instead, each
// in a task of its own; the engine keeps the data for the formatters the app creates later.
import { nextTask } from '../nextPaint.ts';

const WARM: ReadonlyArray<(locale: string) => unknown> = [
  (locale) => new Intl.NumberFormat(locale).format(1),
  (locale) => new Intl.PluralRules(locale).select(1),
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(0),
];

/** Creates one formatter of each kind for `locale` (a BCP 47 tag), one per task; never throws. */
export const warmIntl = async (locale: string): Promise<void> => {
  for (const warm of WARM) {
    await nextTask();
    try {
      warm(locale);
    } catch {
      // An engine without the locale: nothing to warm, the app falls back as it always has.
    }
  }
};
