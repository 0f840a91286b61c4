// `npm run i18n:check`: catalogs are up to date with the source and every language is complete.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPo } from './po.ts';
import { catalogProblems } from './translations.ts';

const root = join(import.meta.dirname, '..');
const localesDir = join(root, 'locales');

const snapshot = () => {
  const out = new Map<string, string>();
  for (const lang of readdirSync(localesDir)) {
    for (const file of readdirSync(join(localesDir, lang))) {
      if (file.endsWith('.po'))
        out.set(`${lang}/${file}`, readFileSync(join(localesDir, lang, file), 'utf8'));
    }
  }
  return out;
};

// 1. Catalogs must match what `lingui extract` would write (no text in the source is missing).
let stale = '';
try {
  execFileSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'check', 'sync'], {
    cwd: root,
    stdio: 'pipe',
  });
} catch (e) {
  const out = e as { stdout?: Buffer; stderr?: Buffer };
  stale =
    `${out.stdout?.toString() ?? ''}${out.stderr?.toString() ?? ''}`.trim() || 'lingui check sync failed';
}
const after = snapshot();

// 2. Every entry of every language translated, in the language's script, one translation per text.
const problems = catalogProblems(after);

if (stale) console.error(`Catalogs are out of date with the source; run npm run i18n:extract.\n${stale}`);
for (const p of problems) console.error(`${p.lang}/${p.file}: ${p.why}: ${JSON.stringify(p.msgid)}`);
const messages = [...after.values()].reduce((n, t) => n + readPo(t).items.length, 0);
if (stale || problems.length) {
  console.error(`\ni18n check failed: ${problems.length} problems${stale ? ', catalogs out of date' : ''}`);
  process.exit(1);
}
console.info(`i18n check: ${after.size} catalogs, ${messages} entries, all complete`);
