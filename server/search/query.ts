// The FTS5 query of a site search: every word of the query must match, as a prefix, in one of the
// indexed languages. A word is cut to its stem first (Russian and English Snowball, a light
// Belarusian stemmer), so any inflected form finds the others: "лебединое" → "лебедин"* finds
// "Лебединого озера", "лебядзінага" → "лебядзін"* finds "Лебядзінае". Georgian words go as typed: its
// endings are suffixes too, so a shorter form already finds the longer ones. Measured against a
// trigram index in docs/decisions-search.md.
import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemRussian } from '@orama/stemmers/russian';
import { stemBelarusian } from './belarusian.ts';

const MAX_WORDS = 8;
/** A stem shorter than this matches too much ("ели" → "ел"*): the word is kept instead. */
const MIN_STEM = 3;

/** ё is indexed as е (migration 005), so the query spells it so too. */
const foldYo = (word: string) => word.replace(/ё/g, 'е').replace(/Ё/g, 'Е');

/** The shortest of the stems that is still long enough, lower-cased; the word itself otherwise. */
export const searchStem = (word: string): string => {
  const lower = foldYo(word.toLowerCase());
  const stems = [stemRussian(lower), stemBelarusian(lower), stemEnglish(lower)].map(foldYo);
  return stems
    .filter((stem) => stem.length >= MIN_STEM && lower.startsWith(stem))
    .reduce((shortest, stem) => (stem.length < shortest.length ? stem : shortest), lower);
};

/**
 * The words of a query as an FTS5 expression of quoted stem prefixes; '' when there is no word.
 * One-letter words (в, у, і, з, a…) are prepositions and conjunctions a name seldom repeats ("в
 * Минске" should find "Минск-Арена"): they are left out when the query has a longer word.
 */
export const ftsQuery = (query: string): string => {
  const all = query.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const words = all.some((w) => w.length > 1) ? all.filter((w) => w.length > 1) : all;
  return words
    .slice(0, MAX_WORDS)
    .map((word) => `"${searchStem(word)}"*`)
    .join(' ');
};
