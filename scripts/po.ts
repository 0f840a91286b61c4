// The project's Lingui catalogs, read with Lingui's own PO reader (@lingui/format-po's parsePoFile, on
// pofile-ts) and written with pofile-ts as `lingui extract` writes them (no folding, the file's own
// headers), so a catalog read and written back is the same byte for byte (scripts/po.test.ts).
import { parsePoFile } from '@lingui/format-po';
import { type PoFile, type PoItem, stringifyPo } from 'pofile-ts';

export type { PoItem };

export const readPo = (text: string): PoFile => parsePoFile(text);

export const writePo = (po: PoFile): string =>
  stringifyPo(
    // Only the headers the file had (the reader fills in the standard ones, empty).
    { ...po, headers: Object.fromEntries(po.headerOrder.map((name) => [name, po.headers[name] ?? ''])) },
    { foldLength: 0 },
  );

/**
 * An entry's identity, as gettext joins it: the context, U+0004, the text; the text alone without a
 * context. "Actual" and "Actual" in the context "tab" are two entries with their own translations.
 */
export const entryKey = (item: Pick<PoItem, 'msgctxt' | 'msgid'>): string =>
  item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid;

export const translationOf = (item: PoItem): string => item.msgstr[0] ?? '';

/** Translations to write, by entry key (see entryKey) and language: { "Sign in": { "ru": "Войти" } }. */
export type FillTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Writes the table's translations into one catalog of `lang`: entries not yet translated, or every
 * entry the table has with `force`. The catalog's text comes back unchanged when nothing was written.
 */
export const fillCatalog = (
  text: string,
  lang: string,
  table: FillTable,
  force = false,
): { text: string; written: number } => {
  const po = readPo(text);
  let written = 0;
  for (const item of po.items) {
    const translation = table[entryKey(item)]?.[lang];
    if (item.obsolete || translation === undefined || translation === translationOf(item)) continue;
    if (!force && translationOf(item) !== '') continue;
    item.msgstr = [translation];
    written += 1;
  }
  return { text: written > 0 ? writePo(po) : text, written };
};
