import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it('creates a number, plural and date formatter for the locale, none in the caller’s task', async () => {
    const made: string[] = [];
    for (const kind of ['NumberFormat', 'PluralRules', 'DateTimeFormat'] as const) {
      const Real = Intl[kind];
      // biome-ignore lint/complexity/useArrowFunction: a function, not an arrow: it is called with `new`.
      vi.spyOn(Intl, kind).mockImplementation(function (locale: string, options?: object) {
        made.push(`${kind} ${locale}`);
        return new (Real as new (l: string, o?: object) => object)(locale, options);
      } as never);
    }
    const done = warmIntl('ka');
    expect(made).toEqual([]);
    await done;
    expect(made).toEqual(['NumberFormat ka', 'PluralRules ka', 'DateTimeFormat ka']);
  });

  it.each([['not a tag'], ['']])('never throws, whatever the locale (%j)', async (locale) => {
    await expect(warmIntl(locale)).resolves.toBeUndefined();
  });
});
