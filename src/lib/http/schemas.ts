// Small schema pieces shared by the features' API modules.
import * as v from 'valibot';

/** A text per language; unknown languages are kept, missing ones fall back at display time. */
export const localized = v.record(v.string(), v.string());
export type Localized = v.InferOutput<typeof localized>;

/** 0/1 or booleans, as the platform sends either. */
export const flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1, '0', '1'])]),
  v.transform((x) => x === true || x === 1 || x === '1'),
);

/** A number that may come as a numeric string. */
export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform(Number),
);

/** Picks the text for `lang`, then English, then Russian, then anything. */
export const pickLocalized = (texts: Localized | undefined, lang: string): string =>
  texts?.[lang] ?? texts?.en ?? texts?.ru ?? Object.values(texts ?? {})[0] ?? '';
