// Developer tool: `npm run i18n:fill -- file.json` writes translations into every catalog.
// The JSON maps a source text to its translations: { "Sign in": { "ru": "Войти", "be": "…", "ge": "…", "az": "…" } }.
// Existing translations are kept unless --force is given.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run i18n:fill -- translations.json [--force]');
  process.exit(2);
}
const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
const localesDir = join(import.meta.dirname, '..', 'locales');
const quote = (s: string) => JSON.stringify(s);

let written = 0;
for (const lang of readdirSync(localesDir)) {
  if (lang === 'en') continue;
  for (const name of readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.po'))) {
    const path = join(localesDir, lang, name);
    const text = readFileSync(path, 'utf8');
    const out = text.replace(/^msgid (".*")\nmsgstr (".*")$/gm, (whole, id: string, str: string) => {
      const msgid = JSON.parse(id) as string;
      const translation = table[msgid]?.[lang];
      if (translation === undefined || (!force && JSON.parse(str) !== '')) return whole;
      written++;
      return `msgid ${id}\nmsgstr ${quote(translation)}`;
    });
    if (out !== text) writeFileSync(path, out);
  }
}
console.info(`wrote ${written} translations`);
