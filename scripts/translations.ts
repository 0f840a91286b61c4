// Rules a translation must meet. A translation "exists" only if it is written in the language's script.
import { entryKey, type PoItem, readPo, translationOf } from './po.ts';

export type Problem = { lang: string; file: string; msgid: string; why: string };

// Proper nouns and codes that stay as they are in every language.
const KEEP_AS_IS = new Set([
  'Instagram',
  'Facebook',
  'Telegram',
  'Visa',
  'Mastercard',
  'ERIP',
  'QR',
  'OK',
  'E-mail',
]);

const letters = (s: string) => s.replace(/\{[^}]*\}|<\/?\d+>|#/g, '').replace(/[^\p{L}]/gu, '');
const hasGeorgian = (s: string) => /[\u10A0-\u10FF]/.test(s);
const hasCyrillic = (s: string) => /[\u0400-\u04FF]/.test(s);
const words = (s: string) => letters(s.replace(/\s+/g, ' ').replace(/[^\p{L}\s]/gu, '')).length;

const checkEntry = (lang: string, file: string, item: PoItem): Problem | null => {
  if (item.obsolete) return null;
  const problem = (why: string): Problem => ({ lang, file, msgid: item.msgid, why });
  const e = { msgid: item.msgid, msgstr: translationOf(item) };
  if (lang === 'en') return null;
  if (e.msgstr.trim() === '') return problem('missing translation');
  const needsScript = letters(e.msgid).length > 0 && !KEEP_AS_IS.has(e.msgid.trim());
  if (!needsScript) return null;
  if (lang === 'ge' && !hasGeorgian(e.msgstr)) return problem('not written in Georgian script');
  if ((lang === 'ru' || lang === 'be') && !hasCyrillic(e.msgstr)) return problem('not written in Cyrillic');
  if (lang === 'az') {
    if (hasCyrillic(e.msgstr) || hasGeorgian(e.msgstr))
      return problem('Azerbaijani is written in Latin script');
    if (e.msgstr.trim() === e.msgid.trim() && words(e.msgid) > 3 && /\s/.test(e.msgid.trim()))
      return problem('identical to the English text');
  }
  return null;
};

/** English texts that mean the same, so they may share a translation where they sit together. */
const SAME_MEANING: readonly (readonly string[])[] = [['delete', 'remove']];
const sameMeaning = (a: string, b: string) => SAME_MEANING.some((set) => set.includes(a) && set.includes(b));

/**
 * One word per concept where a language has two: Azerbaijani says "bal" for points ("xal", a score, was
 * used beside it).
 */
const GLOSSARY: readonly { lang: string; concept: RegExp; avoid: RegExp; word: string }[] = [
  { lang: 'az', concept: /\bpoints?\b/i, avoid: /(^|[^\p{L}])xal/iu, word: 'bal' },
];

const withoutPlaceholders = (s: string) => s.replace(/\{\w+\}/g, '');

const glossaryProblem = (lang: string, file: string, item: PoItem): Problem | null => {
  const msgstr = withoutPlaceholders(translationOf(item));
  const rule = GLOSSARY.find(
    (g) => g.lang === lang && g.concept.test(withoutPlaceholders(item.msgid)) && g.avoid.test(msgstr),
  );
  return rule ? { lang, file, msgid: item.msgid, why: `points are "${rule.word}" in ${lang}` } : null;
};

/** The source files an entry is used in (references without line numbers). */
const sourcesOf = (item: PoItem): string[] => item.references.map((r) => r.replace(/:\d+$/, ''));

/**
 * Every problem of the catalogs (keyed "lang/file.po"): each entry of each language translated, in the
 * language's script; one text, one translation: catalogs are merged at run time, so a text (in one
 * context) translated differently in two catalogs would show whichever loaded last; two different
 * texts of one source file (a card's "Venue" and "Place", a dialog's "Assign" and "Close") not
 * translated the same, as the reader could not tell them apart; and a language's glossary.
 */
export const catalogProblems = (catalogs: ReadonlyMap<string, string>): Problem[] => {
  const problems: Problem[] = [];
  const seen = new Map<string, { file: string; msgstr: string }>();
  /** lang, source file and translation → the English text it translates there. */
  const inSource = new Map<string, string>();
  for (const [key, text] of catalogs) {
    const [lang = '', file = ''] = key.split('/');
    for (const item of readPo(text).items) {
      const p = checkEntry(lang, file, item) ?? (item.obsolete ? null : glossaryProblem(lang, file, item));
      if (p) problems.push(p);
      const msgstr = translationOf(item);
      if (item.obsolete || !msgstr) continue;
      const english = item.msgid.trim().toLowerCase();
      for (const source of sourcesOf(item)) {
        const where = `${lang}\u0000${source}\u0000${msgstr.trim().toLowerCase()}`;
        const other = inSource.get(where);
        if (other === undefined) inSource.set(where, english);
        else if (other !== english && !sameMeaning(other, english))
          problems.push({
            lang,
            file,
            msgid: item.msgid,
            why: `translated like ${JSON.stringify(other)} in ${source} (${JSON.stringify(msgstr)})`,
          });
      }
      const id = `${lang}\u0000${entryKey(item)}`;
      const first = seen.get(id);
      if (!first) seen.set(id, { file, msgstr });
      else if (first.msgstr !== msgstr)
        problems.push({
          lang,
          file,
          msgid: item.msgid,
          why: `translated differently in ${first.file} (${JSON.stringify(first.msgstr)} vs ${JSON.stringify(msgstr)})`,
        });
    }
  }
  return problems;
};
