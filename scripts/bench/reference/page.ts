// Builds the reference page into a folder served at /bench-ref/: its HTML, its one bundled script (the
// `qrcode` library included, bundled by rolldown the way Vite bundles the app) and its tiny service
// worker, which precaches both so the page opens with no network.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'rolldown';

export const REFERENCE_PATH = '/bench-ref/';
export const REFERENCE_TITLE = 'Gate reference';

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${REFERENCE_TITLE}</title>
    <script type="module" src="${REFERENCE_PATH}ref.js"></script>
  </head>
  <body>
    <img id="qr" width="240" height="240" alt="" />
  </body>
</html>
`;

/** The worker: precache on install, answer navigations with the page and the script from the cache. */
const serviceWorker = (files: string[]) => `const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open('bench-ref').then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => {
  const path = e.request.mode === 'navigate' ? FILES[0] : new URL(e.request.url).pathname;
  if (FILES.includes(path)) e.respondWith(caches.match(path).then((r) => r ?? fetch(e.request)));
});
`;

/** Writes the page into `<distDir>/bench-ref/`; returns the bytes of its script. */
export const buildReferencePage = async (distDir: string): Promise<number> => {
  const dir = join(distDir, REFERENCE_PATH);
  await mkdir(dir, { recursive: true });
  const out = await build({
    input: join(import.meta.dirname, 'ref.ts'),
    platform: 'browser',
    write: false,
    output: { format: 'esm', minify: true },
  });
  const chunk = out.output.find((o) => o.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('the reference script did not build');
  await writeFile(join(dir, 'ref.js'), chunk.code);
  await writeFile(join(dir, 'index.html'), html);
  await writeFile(
    join(dir, 'sw.js'),
    serviceWorker([`${REFERENCE_PATH}index.html`, `${REFERENCE_PATH}ref.js`]),
  );
  return Buffer.byteLength(chunk.code);
};
