// Developer tool: `npm run i18n:fill -- file.json` writes translations into every catalog.
// The JSON maps an entry to its translations: { "Sign in": { "ru": "Войти", "be": "…", "ge": "…", "az": "…" } }.
// An entry with a context (msgctxt) is keyed by the context, U+0004 and the text: { "tab\u0004Actual": … };
// the text alone fills only the entries without a context. Existing translations are kept unless --force.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FillTable, fillCatalog } from './po.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run i18n:fill -- translations.json [--force]');
  process.exit(2);
}
const table = JSON.parse(readFileSync(file, 'utf8')) as FillTable;
const localesDir = join(import.meta.dirname, '..', 'locales');

let written = 0;
for (const lang of readdirSync(localesDir)) {
  if (lang === 'en') continue;
  for (const name of readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.po'))) {
    const path = join(localesDir, lang, name);
    const filled = fillCatalog(readFileSync(path, 'utf8'), lang, table, force);
    if (filled.written > 0) writeFileSync(path, filled.text);
    written += filled.written;
  }
}
console.info(`wrote ${written} translations`);
