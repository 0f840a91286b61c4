// A small build for the static-hosting tests (server/web/files.test.ts, deploy/nginx.test.ts): the
// shell and its documents per brand, a hashed script, a script with the build's precompressed copies (marked so a test can tell
// them apart), the service worker's files, the manifests, a dotfile and a symlink pointing out of it.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotli, gzip } from '../scripts/precompress.ts';

export const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';
/** The shell's document per brand (deploy/documents.ts), told apart by their titles. */
export const BRAND_INDEX = {
  by: '<!doctype html><html lang="ru"><head><title>Kvitok</title></head></html>',
  ge: '<!doctype html><html lang="ka"><head><title>Bileti</title></head></html>',
  arena: '<!doctype html><html lang="ru"><head><title>Arena Pass</title></head></html>',
} as const;
export const SCRIPT = `console.info(${JSON.stringify('x'.repeat(4000))});\n`;
export const SECRET = 'top secret outside dist';
/** A source map the build left beside a script: never served. */
export const SOURCE_MAP =
  '{"version":3,"sources":["/home/builder/src/main.tsx"],"sourcesContent":["secret"]}';

/** Writes the build into a new temp folder: `root/dist`, with `root/secret.txt` beside it. */
export const writeTestDist = (prefix: string): { root: string; dist: string } => {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  for (const [id, html] of Object.entries(BRAND_INDEX)) writeFileSync(join(dist, `index-${id}.html`), html);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), SOURCE_MAP);
  writeFileSync(join(dist, 'assets', 'pre-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'pre-abc123.js.br'), brotli(Buffer.from(`${SCRIPT}//br`)));
  writeFileSync(join(dist, 'assets', 'pre-abc123.js.gz'), gzip(Buffer.from(`${SCRIPT}//gz`)));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Cabinet"}');
  writeFileSync(join(dist, 'manifest-by.webmanifest'), '{"name":"Kvitok"}');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(root, 'secret.txt'), SECRET);
  writeFileSync(join(dist, '.env'), SECRET);
  symlinkSync(join(root, 'secret.txt'), join(dist, 'linked.txt'));
  return { root, dist };
};
