// Judged queries over the seeded search catalogue (server/db/seed/search.ts): what a customer typing
// each query wants to find, as `kind:ref`. Word forms in Russian, Belarusian, English and Georgian,
// and a few probes where nothing should be found. Used to compare search methods
// (scripts/search-compare.ts, docs/decisions-search.md) and to hold the chosen one to its figures.
export type Judgement = { query: string; lang: 'ru' | 'be' | 'en' | 'ge'; relevant: readonly string[] };

const SWAN = ['performances:1', 'posts:3', 'videos:1'];
const CONCERTS = ['performances:2', 'videos:2', 'objects:9'];
const THEATRES = ['objects:1', 'objects:8'];
const BALLET = ['objects:8', 'performances:9', 'performances:13'];
const JAZZ = ['performances:4', 'videos:2'];
const MINSK = ['posts:2', 'objects:2'];

export const JUDGEMENTS: readonly Judgement[] = [
  { query: 'лебединое', lang: 'ru', relevant: SWAN },
  { query: 'лебединого озера', lang: 'ru', relevant: SWAN },
  { query: 'озеро', lang: 'ru', relevant: SWAN },
  { query: 'лебедь', lang: 'ru', relevant: SWAN },
  { query: 'театры', lang: 'ru', relevant: THEATRES },
  { query: 'театр оперы', lang: 'ru', relevant: ['objects:8'] },
  { query: 'опера', lang: 'ru', relevant: ['objects:8'] },
  { query: 'балеты', lang: 'ru', relevant: BALLET },
  { query: 'концерты', lang: 'ru', relevant: CONCERTS },
  { query: 'джазовые вечера', lang: 'ru', relevant: JAZZ },
  { query: 'вечер', lang: 'ru', relevant: JAZZ },
  { query: 'щелкунчика', lang: 'ru', relevant: ['performances:3'] },
  { query: 'чайковского', lang: 'ru', relevant: ['names:1'] },
  { query: 'филармонию', lang: 'ru', relevant: ['objects:3'] },
  { query: 'цирка', lang: 'ru', relevant: ['objects:5'] },
  { query: 'брестская крепость', lang: 'ru', relevant: ['tours:1'] },
  { query: 'экскурсии', lang: 'ru', relevant: ['tours:1'] },
  { query: 'кахетию', lang: 'ru', relevant: ['tours:2'] },
  { query: 'вино', lang: 'ru', relevant: ['tours:2'] },
  { query: 'в минске', lang: 'ru', relevant: MINSK },
  { query: 'хоккей', lang: 'ru', relevant: ['performances:11'] },
  { query: 'арена', lang: 'ru', relevant: ['objects:2'] },
  { query: 'вернуть билеты', lang: 'ru', relevant: ['posts:1'] },
  { query: 'за кулисами', lang: 'ru', relevant: ['posts:3'] },
  { query: 'лебядзінага возера', lang: 'be', relevant: SWAN },
  { query: 'канцэрты', lang: 'be', relevant: CONCERTS },
  { query: 'вечары', lang: 'be', relevant: JAZZ },
  { query: 'тэатры', lang: 'be', relevant: THEATRES },
  { query: 'філармоніі', lang: 'be', relevant: ['objects:3'] },
  { query: 'крэпасці', lang: 'be', relevant: ['tours:1'] },
  { query: 'у Мінску', lang: 'be', relevant: MINSK },
  { query: 'чайкоўскага', lang: 'be', relevant: ['names:1'] },
  { query: 'swans', lang: 'en', relevant: SWAN },
  { query: 'concerts', lang: 'en', relevant: CONCERTS },
  { query: 'theatres', lang: 'en', relevant: THEATRES },
  { query: 'ballets', lang: 'en', relevant: BALLET },
  { query: 'tours', lang: 'en', relevant: ['tours:1', 'tours:2'] },
  { query: 'გედების', lang: 'ge', relevant: SWAN },
  { query: 'ბალეტი', lang: 'ge', relevant: BALLET },
  { query: 'თეატრი', lang: 'ge', relevant: THEATRES },
  // Nothing in the catalogue is about these: every hit is a false one.
  { query: 'белый', lang: 'ru', relevant: [] },
  { query: 'ночь музеев', lang: 'ru', relevant: [] },
  { query: 'пера', lang: 'ru', relevant: [] },
  { query: 'лет', lang: 'ru', relevant: [] },
];

export type Figures = { precision: number; recall: number; f1: number; exact: number; queries: number };

/** Micro-averaged precision and recall over the judgements, and how many queries got exactly their set. */
export const score = (hitsOf: (query: string) => ReadonlySet<string>, judgements = JUDGEMENTS): Figures => {
  let truePos = 0;
  let falsePos = 0;
  let falseNeg = 0;
  let exact = 0;
  for (const { query, relevant } of judgements) {
    const hits = hitsOf(query);
    const wanted = new Set(relevant);
    const found = [...hits].filter((h) => wanted.has(h)).length;
    truePos += found;
    falsePos += hits.size - found;
    falseNeg += wanted.size - found;
    if (found === wanted.size && hits.size === wanted.size) exact += 1;
  }
  const precision = truePos + falsePos === 0 ? 1 : truePos / (truePos + falsePos);
  const recall = truePos + falseNeg === 0 ? 1 : truePos / (truePos + falseNeg);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, exact, queries: judgements.length };
};
