// Bytes: the JS the browser fetches for the first load of /tickets/actual (signed in as Anna, no service
// worker yet, so every file comes from the network and is seen), and the service worker's precache
// (the sum of its manifest's files in the build). Raw and gzip (level 9) sizes of the built files.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, PHONE, signIn, waitForMark } from './browser.ts';
import { startServer } from './server.ts';
import { kB } from './stats.ts';

export type Bytes = { raw: number; gzip: number };
export type SizesResult = {
  firstLoad: Bytes & { files: number; entry: Bytes; locale: Bytes & { files: number } };
  precache: { raw: number; entries: number };
  largest: Array<{ file: string } & Bytes>;
};

const fileBytes = async (path: string): Promise<Bytes> => {
  const body = await readFile(path);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
};

const sum = (xs: Bytes[]): Bytes => ({
  raw: xs.reduce((n, x) => n + x.raw, 0),
  gzip: xs.reduce((n, x) => n + x.gzip, 0),
});

/** The precache manifest injected into dist/sw.js: [{ revision, url }, …]. */
export const precacheUrls = (sw: string): string[] =>
  [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');

/** The JS files the first load of `path` fetches, as paths under the build. */
const firstLoadScripts = async (distDir: string, path: string): Promise<string[]> => {
  const server = await startServer({ distDir });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    await signIn(context, server.port);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      // The app's own files only (the reference server also serves stand-ins of other sites).
      if (url.origin === server.origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
        scripts.add(url.pathname);
    });
    await page.goto(server.origin + path);
    await waitForMark(page, 'qr-visible');
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await browser.close();
    await server.stop();
  }
};

export const runSizes = async (distDir: string, path: string): Promise<SizesResult> => {
  const scripts = await firstLoadScripts(distDir, path);
  const bytes = await Promise.all(
    scripts.map(async (s) => ({ file: s, ...(await fileBytes(join(distDir, s))) })),
  );
  const entry = bytes.filter((b) => /\/assets\/index-[^/]+\.js$/.test(b.file));
  // Compiled catalogs are named after their PO file (locales/<lang>/<feature>.po → <feature>-hash.js);
  // they are the chunks that start with their messages as one JSON.parse.
  const locale: Bytes[] = [];
  for (const b of bytes) {
    const head = (await readFile(join(distDir, b.file), 'utf8')).slice(0, 40);
    if (/^var \w+=JSON\.parse\(`\{/.test(head)) locale.push(b);
  }
  const sw = await readFile(join(distDir, 'sw.js'), 'utf8');
  const urls = precacheUrls(sw);
  const precacheRaw = (await Promise.all(urls.map(async (u) => (await stat(join(distDir, u))).size))).reduce(
    (a, b) => a + b,
    0,
  );
  return {
    firstLoad: {
      ...sum(bytes),
      files: bytes.length,
      entry: sum(entry),
      locale: { ...sum(locale), files: locale.length },
    },
    precache: { raw: precacheRaw, entries: urls.length },
    largest: [...bytes].sort((a, b) => b.gzip - a.gzip).slice(0, 6),
  };
};

export const printSizes = (r: SizesResult, path: string): string[] => [
  `bytes (built files; gzip -9)`,
  `  first load of ${path}: ${r.firstLoad.files} JS files, ${kB(r.firstLoad.raw)} raw, ${kB(r.firstLoad.gzip)} gzip (budget 130 kB gzip) ${r.firstLoad.gzip <= 130_000 ? 'OK' : 'OVER'}`,
  `    entry chunk ${kB(r.firstLoad.entry.raw)} raw, ${kB(r.firstLoad.entry.gzip)} gzip; locale catalogs ${r.firstLoad.locale.files} files, ${kB(r.firstLoad.locale.gzip)} gzip`,
  `    largest: ${r.largest.map((b) => `${b.file.replace('/assets/', '')} ${kB(b.gzip)}`).join(', ')}`,
  `  precache: ${r.precache.entries} entries, ${kB(r.precache.raw)} raw (budget 1 MB) ${r.precache.raw <= 1_000_000 ? 'OK' : 'OVER'}`,
];
