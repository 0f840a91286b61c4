// Rules a translation must meet. A translation "exists" only if it is written in the language's script.
import type { PoEntry } from './po.ts';

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

export const checkEntry = (lang: string, file: string, e: PoEntry): Problem | null => {
  if (e.obsolete) return null;
  const problem = (why: string): Problem => ({ lang, file, msgid: e.msgid, why });
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
