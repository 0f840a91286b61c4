// Checks the bundle budgets (scripts/budgets.ts) against dist/ (run after `npm run build`) and prints the figures.
// Sizes are deterministic, so this is a check, not a timing. The arithmetic lives in budgets.ts.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BRANDS } from '../src/kernel/brand/brands.ts';
import {
  BUDGETS,
  type BudgetRow,
  CEILINGS,
  firstLoadFiles,
  formatTable,
  gateStartFiles,
  type Manifest,
  overBudget,
  precacheUrls,
  routeOwnFiles,
  splitRoutes,
  sumSizes,
} from './budgets.ts';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
const gzipSize = (file: string): number => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};
const rawSize = (file: string) => statSync(join(dist, decodeURIComponent(file))).size;

const FIRST_LOAD_PATH = '/tickets/actual';
const rows: BudgetRow[] = [];

// First load, for each brand's default language (the catalogs differ in size: Georgian script is bigger).
for (const lang of [...new Set(Object.values(BRANDS).map((b) => b.defaultLang))]) {
  const files = firstLoadFiles(manifest, FIRST_LOAD_PATH, lang);
  rows.push({
    what: `first load ${FIRST_LOAD_PATH} (${lang}, ${files.length} files)`,
    bytes: sumSizes(files, gzipSize),
    limit: CEILINGS.firstLoadGzip,
    target: BUDGETS.firstLoadGzip,
    unit: 'gzip',
  });
}

// The gate start: the page entry and the painter, before the QR of an offline start is on screen.
const gateStart = gateStartFiles(manifest);
rows.push({
  what: `gate start, offline (${gateStart.length} files)`,
  bytes: sumSizes(gateStart, gzipSize),
  limit: CEILINGS.gateStartGzip,
  unit: 'gzip',
});

// Every other route (layouts included): its own chunk(s) plus what they import beyond the entry and its
// parent layouts. The first-load route's chunks are inside the first-load figure above.
for (const routeFile of [...splitRoutes(manifest).keys()].sort()) {
  if (routeFile === 'src/routes/tickets/actual.tsx') continue;
  const files = routeOwnFiles(manifest, routeFile);
  rows.push({
    what: `route ${routeFile.replace('src/routes/', '')}`,
    bytes: sumSizes(files, gzipSize),
    limit: CEILINGS.routeGzip,
    unit: 'gzip',
  });
}

const precache = precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'));
rows.push({
  what: `precache (${precache.length} entries)`,
  bytes: sumSizes(precache, rawSize),
  limit: CEILINGS.precacheBytes,
  target: BUDGETS.precacheBytes,
  unit: 'raw',
});

console.info(formatTable(rows));
// `npm run check:budgets -- --bytes`: each row's exact size too (the ceilings leave tens of bytes of room).
if (process.argv.includes('--bytes')) for (const r of rows) console.info(`${r.bytes} B  ${r.what}`);
const over = overBudget(rows).map((r) => r.what);
if (gateStart.length > CEILINGS.gateStartFiles) {
  over.push(
    `gate start in ${gateStart.length} files (${CEILINGS.gateStartFiles} at most): ${gateStart.join(', ')}`,
  );
}
if (over.length > 0) {
  console.error(`\nOver budget: ${over.join('; ')}`);
  process.exit(1);
}
const missed = rows.filter((r) => r.target !== undefined && r.bytes > r.target);
console.info(
  missed.length > 0
    ? `\nNo regression (1 kB = 1000 bytes); targets not reached yet: ${missed.map((r) => r.what).join('; ')}`
    : '\nAll bundle budgets hold (1 kB = 1000 bytes).',
);
