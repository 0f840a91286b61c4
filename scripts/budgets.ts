// Bundle budgets: the arithmetic over Vite's build manifest, kept pure so a unit test can
// feed it a small fake manifest. scripts/check-budgets.ts reads dist/ and prints the figures.

/** One entry of dist/.vite/manifest.json (only the fields the budgets read). */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
};
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Bytes of a built file as sent over the wire (gzip), by its path inside dist/. */
export type SizeOf = (file: string) => number;

const KB = 1000;
export const BUDGETS = {
  /**
   * First-load JS of /tickets/actual, gzip: 1.1× the stack floor's (the floor app of
   * scripts/bench/floor/ measured 177.7 kB gzip with `npm run bench -- --only sizes`, 2026-11-23). The
   * bench compares the two builds side by side; this is that figure for a check without the floor build.
   */
  firstLoadGzip: 195 * KB,
  /** Any other route's own chunk(s), gzip. */
  routeGzip: 40 * KB,
  /** Sum of the raw sizes of the service worker's precache entries. */
  precacheBytes: 1000 * KB,
  /**
   * The gate start's own JS (the page entry plus the painter, src/start/gate/): what a cold start with no
   * network runs before the QR is on screen. It guards the design, which only works while the painter
   * stays free of the app's vendor code; the figure that matters is the bench's gate ratio (≤ 1.3). Why it
   * moved: docs/decisions-bench.md, "Budget history".
   */
  gateStartGzip: 17.2 * KB,
} as const;

/**
 * What the check fails on. The precache, route and gate-start figures are held to their targets; the
 * first load to today’s size plus a little (under its 195 kB target): anything that makes the first load
 * heavier fails `npm test`. Lower it whenever a change makes the bundle lighter; never raise it without
 * writing down why.
 * Why it moved: docs/decisions-bench.md, "Budget history".
 */
export const CEILINGS = {
  firstLoadGzip: 190.2 * KB,
  routeGzip: BUDGETS.routeGzip,
  precacheBytes: BUDGETS.precacheBytes,
  gateStartGzip: BUDGETS.gateStartGzip,
  /**
   * The gate start's scripts: the page's entry, the start chunk (its modules listed in
   * scripts/chunk-groups.ts) and the bundler's runtime. One more is one more request before an offline QR.
   */
  gateStartFiles: 3,
} as const;

const jsFile = (file: string) => file.endsWith('.js');

/** Manifest keys of the entry chunk (index.html). */
const entryKeys = (manifest: Manifest): string[] =>
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);

/**
 * The app's boot module: the page entry (src/start/start.ts) imports it dynamically on every start (after the
 * gate start, when that runs), so it is first-load code although it is not an entry chunk.
 */
const BOOT_MODULE = 'src/main.tsx';
/** The gate start's painter, imported by the page entry on an offline start of the actual tab. */
const GATE_START_MODULE = 'src/start/gate/paint.ts';

const present = (manifest: Manifest, keys: readonly string[]) => keys.filter((key) => key in manifest);

/** The given chunks and every chunk they import statically, transitively (dynamic imports are not followed). */
export const staticClosure = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
};

/** The files of a set of chunks (deduplicated: two keys may name one file), JS only. */
const jsFilesOf = (manifest: Manifest, keys: Iterable<string>): string[] =>
  [...new Set([...keys].map((key) => (manifest[key] as ManifestChunk).file))].filter(jsFile).sort();

const routeSource = (key: string) => key.split('?')[0] as string;

/**
 * The TanStack route files that match a URL path, outermost first: `/tickets/actual` →
 * src/routes/__root.tsx, src/routes/tickets.tsx, src/routes/tickets/actual.tsx (flat `tickets.actual.tsx`
 * names too).
 */
export const routeFilesFor = (path: string): string[] => {
  const parts = path.split('/').filter(Boolean);
  const files = ['src/routes/__root.tsx'];
  for (let i = 1; i <= parts.length; i++) {
    const head = parts.slice(0, i);
    files.push(`src/routes/${head.join('/')}.tsx`, `src/routes/${head.join('.')}.tsx`);
  }
  if (parts.length === 0) files.push('src/routes/index.tsx');
  return [...new Set(files)];
};

/** Manifest keys of the code-split chunks of route files (`src/routes/x.tsx?tsr-split=component`, …). */
const routeChunkKeys = (manifest: Manifest, routeFiles: readonly string[]): string[] =>
  Object.keys(manifest).filter((key) => routeFiles.includes(routeSource(key)) && key !== routeSource(key));

/** Every route file that has a code-split chunk, with its chunk keys. */
export const splitRoutes = (manifest: Manifest): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const source = routeSource(key);
    if (source.startsWith('src/routes/') && key !== source)
      out.set(source, [...(out.get(source) ?? []), key]);
  }
  return out;
};

/** The compiled catalogs of one language (`locales/<lang>/*.po`): the app loads all of them at boot. */
/** The language's catalogs: one module per language (src/lib/i18n/catalogs/), or one per feature's .po. */
const catalogKeys = (manifest: Manifest, lang: string): string[] =>
  Object.keys(manifest).filter(
    (key) => key.startsWith(`locales/${lang}/`) || key === `src/lib/i18n/catalogs/${lang}.ts`,
  );

export const sumSizes = (files: readonly string[], sizeOf: SizeOf): number =>
  files.reduce((sum, file) => sum + sizeOf(file), 0);

/** First-load JS of a route: the entry, the route's chunks, the language's catalogs, and their static imports. */
export const firstLoadFiles = (manifest: Manifest, path: string, lang: string): string[] => {
  const roots = [
    ...entryKeys(manifest),
    ...present(manifest, [BOOT_MODULE]),
    ...routeChunkKeys(manifest, routeFilesFor(path)),
    ...catalogKeys(manifest, lang),
  ];
  return jsFilesOf(manifest, staticClosure(manifest, roots));
};

/** What runs before the kept QR is painted on an offline start: the entry and the painter. */
export const gateStartFiles = (manifest: Manifest): string[] =>
  jsFilesOf(
    manifest,
    staticClosure(manifest, [...entryKeys(manifest), ...present(manifest, [GATE_START_MODULE])]),
  );

/** The URL path of a route file: `src/routes/tickets/actual.tsx` and `tickets.actual.tsx` → `/tickets/actual`. */
export const routePathOf = (routeFile: string): string =>
  `/${routeFile
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx?$/, '')
    .split(/[/.]/)
    .filter((part) => part !== 'index')
    .join('/')}`;

/**
 * A route's own JS: its split chunks plus the chunks they import that are not already loaded when one
 * navigates to it, i.e. not in the entry's closure nor in its parent layouts' chunks (each layout is
 * measured as a route of its own). What navigating to the route downloads.
 */
export const routeOwnFiles = (manifest: Manifest, routeFile: string): string[] => {
  const split = splitRoutes(manifest);
  const ancestors = routeFilesFor(routePathOf(routeFile)).filter((file) => file !== routeFile);
  const loaded = staticClosure(manifest, [
    ...entryKeys(manifest),
    ...present(manifest, [BOOT_MODULE]),
    ...ancestors.flatMap((file) => split.get(file) ?? []),
  ]);
  const own = [...staticClosure(manifest, split.get(routeFile) ?? [])].filter((key) => !loaded.has(key));
  return jsFilesOf(manifest, own);
};

/** The precache entries Workbox injected into the service worker (`{"revision":…,"url":"…"}`). */
export const precacheUrls = (swSource: string): string[] => {
  const urls = [...swSource.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map(
    (m) => m[1] as string,
  );
  if (urls.length === 0) throw new Error('no precache manifest found in the service worker');
  return urls;
};

/** `limit` fails the check; `target` (when stricter) is the issue's figure, printed beside it. */
export type BudgetRow = { what: string; bytes: number; limit: number; target?: number; unit: 'gzip' | 'raw' };

export const overBudget = (rows: readonly BudgetRow[]): BudgetRow[] => rows.filter((r) => r.bytes > r.limit);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** A plain-text table of the figures, one row per check. */
export const formatTable = (rows: readonly BudgetRow[]): string => {
  const cells = rows.map((r) => [
    r.what,
    kb(r.bytes),
    `${kb(r.limit)} ${r.unit}`,
    r.bytes > r.limit
      ? 'OVER'
      : r.target !== undefined && r.bytes > r.target
        ? `ok (target ${kb(r.target)})`
        : 'ok',
  ]);
  const head = ['budget', 'size', 'limit', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (c: readonly string[]) =>
    c
      .map((cell, i) =>
        i === 1 || i === 2 ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number),
      )
      .join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
};
