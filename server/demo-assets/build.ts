// Builds the demo images the seed refers to (/demo/…): posters, avatars, cards, banners, logos.
// Pure: returns path → SVG text. write.ts puts them on disk; a test checks the files are current.
import { BRANDS } from '../../src/kernel/brand/brands.ts';
import { PERFORMANCES } from '../db/seed/performances.ts';
import { digitsOf } from '../db/seed/random.ts';

const PALETTES = [
  ['#1e3a8a', '#7c3aed', '#fde68a'],
  ['#7f1d1d', '#db2777', '#fef3c7'],
  ['#064e3b', '#0d9488', '#ecfccb'],
  ['#312e81', '#0ea5e9', '#e0f2fe'],
  ['#78350f', '#ea580c', '#ffedd5'],
  ['#134e4a', '#65a30d', '#f7fee7'],
  ['#4c0519', '#9333ea', '#fae8ff'],
  ['#0f172a', '#475569', '#f8fafc'],
] as const;

const FONT = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif\"";

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A stable number for a name (picks a palette and shapes). */
const seedOf = (name: string): number => Number(digitsOf(name, 6));

const paletteOf = (name: string) => PALETTES[seedOf(name) % PALETTES.length] ?? PALETTES[0];

/** Splits a title into lines of about `width` characters. */
const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
};

const textLines = (lines: string[], x: number, y: number, size: number, fill: string, weight = 700): string =>
  lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');

const svg = (width: number, height: number, label: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;

const gradient = (id: string, from: string, to: string): string =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

/** Soft circles placed by the name, so every poster looks a little different. */
const shapes = (name: string, width: number, height: number, colour: string): string => {
  const n = seedOf(`${name}:shapes`);
  return [0, 1, 2]
    .map((i) => {
      const cx = ((n >> (i * 3)) % 10) * (width / 10) + width / 20;
      const cy = ((n >> (i * 4 + 1)) % 10) * (height / 14) + height / 12;
      const r = (width / 6) * (1 + ((n >> i) % 3));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="${0.08 + i * 0.05}"/>`;
    })
    .join('');
};

const poster = (title: string, subtitle: string): string => {
  const [dark, bright, light] = paletteOf(title);
  const lines = wrap(title, 12);
  // Long words shrink the type so that every line fits the 252-unit text box.
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(34, Math.floor(252 / (longest * 0.72)));
  const small = Math.min(18, Math.floor(252 / (subtitle.length * 0.55)));
  return svg(
    340,
    480,
    title,
    gradient('g', dark, bright) +
      '<rect width="340" height="480" fill="url(#g)"/>' +
      shapes(title, 340, 480, light) +
      `<rect x="24" y="24" width="292" height="432" fill="none" stroke="${light}" stroke-opacity="0.5" stroke-width="2"/>` +
      textLines(lines, 44, 330 - (lines.length - 1) * size * 1.2, size, light) +
      textLines([subtitle], 44, 420, small, light, 400),
  );
};

const initials = (name: string): string =>
  name
    .split(' ')
    .map((w) => w.slice(0, 1))
    .join('')
    .toUpperCase();

const avatar = (name: string | null): string => {
  const [dark, bright, light] = paletteOf(name ?? 'default');
  const face = name
    ? `<text x="50" y="62" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="${light}">${escapeXml(initials(name))}</text>`
    : `<circle cx="50" cy="40" r="17" fill="${light}"/><path d="M18 88c4-18 18-26 32-26s28 8 32 26z" fill="${light}"/>`;
  return svg(
    100,
    100,
    name ?? 'Avatar',
    `${gradient('g', dark, bright)}<circle cx="50" cy="50" r="50" fill="url(#g)"/>${face}`,
  );
};

const card = (name: string, from: string, to: string, note: string): string =>
  svg(
    340,
    214,
    name,
    gradient('g', from, to) +
      '<rect width="340" height="214" rx="16" fill="url(#g)"/>' +
      shapes(name, 340, 214, '#ffffff') +
      '<rect x="24" y="70" width="44" height="34" rx="6" fill="#fcd34d" opacity="0.9"/>' +
      textLines([name], 24, 48, 24, '#ffffff') +
      textLines([note], 24, 186, 14, '#ffffff', 400),
  );

const banner = (title: string, subtitle: string, colour: string): string =>
  svg(
    400,
    240,
    title,
    gradient('g', colour, '#0f172a') +
      '<rect width="400" height="240" rx="12" fill="url(#g)"/>' +
      shapes(title, 400, 240, '#ffffff') +
      textLines(wrap(title, 24), 28, 110, 26, '#ffffff') +
      textLines([subtitle], 28, 210, 15, '#ffffff', 400),
  );

const logo = (label: string, colour: string): string =>
  svg(
    96,
    60,
    label,
    `<rect width="96" height="60" rx="8" fill="${colour}"/>` +
      `<text x="48" y="37" text-anchor="middle" ${FONT} font-size="16" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`,
  );

const PROMOTIONS: [string, string][] = [
  ['ballet', 'Балет −20%'],
  ['coffee', 'Кофе в подарок'],
  ['cinema', 'Кино 2 = 1'],
  ['pool', 'Бассейн −15%'],
  ['parking', 'Парковка'],
  ['kids', 'Детям −10%'],
  ['museum', 'Музей −30%'],
  ['jazz', 'Джаз −25%'],
  ['gift', 'Подарок'],
];

/** Every demo image: path under /demo → SVG text. */
export const buildDemoAssets = (): Map<string, string> => {
  const out = new Map<string, string>();
  for (const p of PERFORMANCES) out.set(`performances/${p.slug}.svg`, poster(p.names.ru, p.names.en));
  out.set('avatars/anna.svg', avatar('Анна Иванова'));
  out.set('avatars/nino.svg', avatar('Nino Beridze'));
  out.set('avatars/default.svg', avatar(null));
  out.set('cards/arena-club.svg', card('Arena Club', '#4f2bb8', '#0e7490', 'Minsk-Arena'));
  out.set('cards/theatre-friends.svg', card('Theatre Friends', '#9b0c23', '#b45309', 'Bolshoi Theatre'));
  out.set('cards/kvitok.svg', card('Kvitok', '#c8102e', '#1d4ed8', 'Virtual card'));
  out.set('items/pool.svg', poster('Бассейн, 8 посещений', 'Аквацентр «Волна»'));
  for (const [name, title] of PROMOTIONS)
    out.set(`promotions/${name}.svg`, banner(title, 'Kvitok', paletteOf(name)[1]));
  out.set('subscriptions/theatre.svg', banner('Видеопакет «Театр»', '30 дней', '#7c3aed'));
  out.set('subscriptions/concerts.svg', banner('Видеопакет «Концерты»', '30 дней', '#0ea5e9'));
  out.set('subscriptions/all-inclusive.svg', banner('Видеопакет «Всё включено»', '90 дней', '#ea580c'));
  for (const brand of Object.values(BRANDS)) {
    out.set(
      `branding/${brand.id}.svg`,
      banner(brand.name, brand.siteOrigin.replace('https://', ''), brand.colors.primary),
    );
  }
  out.set('payments/card.svg', logo('CARD', '#1d4ed8'));
  out.set('payments/installment.svg', logo('3×', '#0d9488'));
  out.set('payments/erip.svg', logo('ЕРИП', '#ea580c'));
  out.set('payments/points.svg', logo('★', '#c8102e'));
  return out;
};
