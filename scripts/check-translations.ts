// `npm run i18n:check`: catalogs are up to date with the source and every language is complete.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from './po.ts';
import { checkEntry, type Problem } from './translations.ts';

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

// 2. Every entry of every language translated, in the language's script.
const problems: Problem[] = [];
for (const [key, text] of after) {
  const [lang = '', file = ''] = key.split('/');
  for (const entry of parsePo(text)) {
    const p = checkEntry(lang, file, entry);
    if (p) problems.push(p);
  }
}

// 3. One text, one translation: catalogs are merged at run time, so a text translated differently in
// two catalogs would show whichever loaded last.
const seen = new Map<string, { file: string; msgstr: string }>();
for (const [key, text] of after) {
  const [lang = '', file = ''] = key.split('/');
  for (const entry of parsePo(text)) {
    if (entry.obsolete || !entry.msgstr) continue;
    const id = `${lang}\u0000${entry.msgctxt}\u0004${entry.msgid}`;
    const first = seen.get(id);
    if (!first) seen.set(id, { file, msgstr: entry.msgstr });
    else if (first.msgstr !== entry.msgstr)
      problems.push({
        lang,
        file,
        msgid: entry.msgid,
        why: `translated differently in ${first.file} (${JSON.stringify(first.msgstr)} vs ${JSON.stringify(entry.msgstr)})`,
      });
  }
}

if (stale) console.error(`Catalogs are out of date with the source; run npm run i18n:extract.\n${stale}`);
for (const p of problems) console.error(`${p.lang}/${p.file}: ${p.why}: ${JSON.stringify(p.msgid)}`);
const messages = [...after.values()].reduce((n, t) => n + parsePo(t).length, 0);
if (stale || problems.length) {
  console.error(`\ni18n check failed: ${problems.length} problems${stale ? ', catalogs out of date' : ''}`);
  process.exit(1);
}
console.info(`i18n check: ${after.size} catalogs, ${messages} entries, all complete`);
