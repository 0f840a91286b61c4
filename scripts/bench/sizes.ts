// Bytes: the JS the browser fetches for the first load of /tickets/actual, signed in as
// Anna with no service worker yet (every file comes from the network and is seen), for the cabinet and
// for the stack floor. Two scopes: the files fetched before the first QR was painted (the critical path),
// and every file until the network is idle. For each: as transferred (the encoding the server chose, from
// Resource Timing), and the built files' gzip -9 and brotli sizes. Also the service worker's precache.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { precacheUrls } from '../budgets.ts';
import { brotli, gzip } from '../precompress.ts';
import { launchBrowser, PHONE, signIn, waitForMark } from './browser.ts';
import type { ServerPair } from './floor.ts';
import type { BenchServer } from './server.ts';
import { kB } from './stats.ts';

type Bytes = { files: number; raw: number; transferred: number; gzip: number; brotli: number };
type Scopes = { beforeQr: Bytes; untilIdle: Bytes; encodings: string[] };
export type SizesResult = {
  app: Scopes;
  floor: Scopes;
  precache: { raw: number; entries: number };
  largest: Array<{ file: string; brotli: number }>;
};

type Loaded = { path: string; transferred: number; beforeQr: boolean };
type FirstLoad = { scripts: Loaded[]; encoding: string };

/** The JS the first load of `path` fetched, with what it cost on the wire and when it started. */
const firstLoadScripts = async (server: BenchServer, path: string): Promise<FirstLoad> => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    await signIn(context, server.port);
    const page = await context.newPage();
    await page.goto(server.origin + path);
    await waitForMark(page, 'qr-visible');
    await page.waitForLoadState('networkidle');
    return await page.evaluate(async () => {
      const qr = performance.getEntriesByName('qr-visible')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
        .filter(
          (e) =>
            new URL(e.name).origin === location.origin && /^\/assets\/.+\.js$/.test(new URL(e.name).pathname),
        )
        .map((e) => ({
          path: new URL(e.name).pathname,
          transferred: e.encodedBodySize,
          beforeQr: e.startTime < qr,
        }));
      // What the server answers this browser's Accept-Encoding with, for the largest script.
      const first = scripts.toSorted((a, b) => b.transferred - a.transferred)[0];
      const res = first ? await fetch(first.path, { cache: 'no-store' }) : null;
      const encoding = res
        ? `${res.headers.get('content-encoding') ?? 'identity'} (Vary: ${res.headers.get('vary') ?? '-'})`
        : '-';
      return { scripts, encoding };
    });
  } finally {
    await browser.close();
  }
};

const measure = async (distDir: string, loaded: Loaded[]): Promise<Bytes> => {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const f of loaded) {
    const body = await readFile(join(distDir, f.path));
    raw += body.length;
    gz += gzip(body).length;
    br += brotli(body).length;
  }
  return {
    files: loaded.length,
    raw,
    transferred: loaded.reduce((n, f) => n + f.transferred, 0),
    gzip: gz,
    brotli: br,
  };
};

const scopes = async (
  server: BenchServer,
  distDir: string,
  path: string,
): Promise<Scopes & { loaded: Loaded[] }> => {
  const { scripts, encoding } = await firstLoadScripts(server, path);
  return {
    beforeQr: await measure(
      distDir,
      scripts.filter((f) => f.beforeQr),
    ),
    untilIdle: await measure(distDir, scripts),
    encodings: [encoding],
    loaded: scripts,
  };
};

export const runSizes = async (
  servers: ServerPair,
  dirs: { app: string; floor: string },
  path: string,
): Promise<SizesResult> => {
  const { loaded, ...app } = await scopes(servers.app, dirs.app, path);
  const { loaded: _, ...floor } = await scopes(servers.floor, dirs.floor, path);
  const largest = await Promise.all(
    loaded.map(async (f) => ({
      file: f.path,
      brotli: brotli(await readFile(join(dirs.app, f.path))).length,
    })),
  );
  const sw = await readFile(join(dirs.app, 'sw.js'), 'utf8');
  const urls = precacheUrls(sw);
  const precacheRaw = (await Promise.all(urls.map(async (u) => (await stat(join(dirs.app, u))).size))).reduce(
    (a, b) => a + b,
    0,
  );
  return {
    app,
    floor,
    precache: { raw: precacheRaw, entries: urls.length },
    largest: largest.sort((a, b) => b.brotli - a.brotli).slice(0, 6),
  };
};

/** The cabinet's first load within 1.1× the floor's. */
const BYTES_TARGET = 1.1;

const row = (name: string, b: Bytes) =>
  `${name}: ${b.files} JS files, ${kB(b.raw)} raw, ${kB(b.transferred)} transferred, ${kB(b.gzip)} gzip, ${kB(b.brotli)} brotli`;

export const printSizes = (r: SizesResult, path: string): string[] => {
  const ratio = (scope: 'beforeQr' | 'untilIdle', enc: 'gzip' | 'brotli') =>
    r.app[scope][enc] / r.floor[scope][enc];
  const verdict = (x: number) => `${x.toFixed(2)}× ${x <= BYTES_TARGET ? 'OK' : 'ABOVE TARGET'}`;
  return [
    `bytes: first load of ${path}, JS (built files: gzip -9 and brotli 11; transferred: what the server sent)`,
    `  ${row('cabinet, before the first QR', r.app.beforeQr)}`,
    `  ${row('cabinet, until the network is idle', r.app.untilIdle)}`,
    `  ${row('floor, before the first QR', r.floor.beforeQr)}`,
    `  ${row('floor, until the network is idle', r.floor.untilIdle)}`,
    `  cabinet/floor, first load (before the first QR; target ≤ ${BYTES_TARGET}×): gzip ${verdict(ratio('beforeQr', 'gzip'))}, brotli ${verdict(ratio('beforeQr', 'brotli'))}`,
    // Printed, not judged (docs/decisions-bench.md): the floor reads the device with Dexie
    // before its first QR; the cabinet reads with raw IndexedDB and loads Dexie for its first write,
    // after the first screen, with the service worker's client and the periodic refresh.
    `  cabinet/floor until the network is idle (after the first screen: Dexie, the worker's client): gzip ${ratio('untilIdle', 'gzip').toFixed(2)}×, brotli ${ratio('untilIdle', 'brotli').toFixed(2)}×`,
    `  the server's answer to a browser: ${r.app.encodings.join(', ')}`,
    `  cabinet's largest: ${r.largest.map((b) => `${b.file.replace('/assets/', '')} ${kB(b.brotli)} br`).join(', ')}`,
    `  precache: ${r.precache.entries} entries, ${kB(r.precache.raw)} raw (budget 1 MB) ${r.precache.raw <= 1_000_000 ? 'OK' : 'OVER'}`,
  ];
};
