// A light Belarusian stemmer: strips one inflectional ending (case, number, gender of nouns and
// adjectives) and keeps at least three letters. Snowball has no Belarusian algorithm, and the Russian
// one misses Belarusian endings (-ага, -аму, -ае, -аў): "лебядзінага" must reach "лебядзін", the
// stem of "Лебядзінае". Search only needs the stem to be a prefix of the other forms.
const ENDINGS = [
  // adjectives
  'ымі',
  'імі',
  'ага',
  'яга',
  'аму',
  'яму',
  'ая',
  'яя',
  'ае',
  'ое',
  'ее',
  'ую',
  'юю',
  'ой',
  'ай',
  'ей',
  'ым',
  'ім',
  'ых',
  'іх',
  'ыя',
  'ія',
  'ы',
  'і',
  // nouns
  'амі',
  'ямі',
  'ах',
  'ях',
  'ам',
  'ям',
  'аў',
  'яў',
  'ёў',
  'оў',
  'ою',
  'ёю',
  'ёй',
  'эй',
  'ом',
  'ём',
  'а',
  'я',
  'у',
  'ю',
  'е',
  'э',
  'о',
  'ё',
  'ь',
  'й',
  'ў',
].sort((a, b) => b.length - a.length);

const MIN_STEM = 3;

export const stemBelarusian = (word: string): string => {
  const lower = word.toLowerCase();
  const ending = ENDINGS.find((e) => lower.endsWith(e) && lower.length - e.length >= MIN_STEM);
  return ending ? lower.slice(0, -ending.length) : lower;
};
