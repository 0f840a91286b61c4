// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  type BudgetRow,
  firstLoadFiles,
  formatTable,
  gateStartFiles,
  type Manifest,
  overBudget,
  precacheUrls,
  routeFilesFor,
  routeOwnFiles,
  routePathOf,
  staticClosure,
  sumSizes,
} from './budgets.ts';

// A small app: the entry imports react and a shared chunk; the tickets layout and its actual tab are
// split; balance pulls a chart library of its own; the catalogs are dynamic entries of the entry.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: [
      'src/routes/tickets.tsx?tsr-split=component',
      'src/routes/tickets/actual.tsx?tsr-split=component',
      'src/routes/tickets/used.tsx?tsr-split=component',
      'src/routes/balance.tsx?tsr-split=component',
      'locales/ru/app.po',
      'locales/ru/orders.po',
      'locales/en/app.po',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_orderList.js': { file: 'assets/orderList.js', imports: ['_shared.js', '_qr.js'] },
  '_qr.js': { file: 'assets/qr.js' },
  '_chart.js': { file: 'assets/chart.js', imports: ['_react.js'] },
  '_style.css': { file: 'assets/style.css' },
  'src/routes/tickets.tsx?tsr-split=component': {
    file: 'assets/tickets.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_style.css'],
  },
  'src/routes/tickets/actual.tsx?tsr-split=component': {
    file: 'assets/actual.js',
    isDynamicEntry: true,
    imports: ['_orderList.js'],
  },
  'src/routes/tickets/used.tsx?tsr-split=component': {
    file: 'assets/used.js',
    isDynamicEntry: true,
    imports: ['_orderList.js'],
  },
  'src/routes/balance.tsx?tsr-split=component': {
    file: 'assets/balance.js',
    isDynamicEntry: true,
    imports: ['_chart.js'],
  },
  'locales/ru/app.po': { file: 'assets/app-ru.js', isDynamicEntry: true },
  'locales/ru/orders.po': { file: 'assets/orders-ru.js', isDynamicEntry: true },
  'locales/en/app.po': { file: 'assets/app-en.js', isDynamicEntry: true },
};

const sizes: Record<string, number> = {
  'assets/index.js': 50_000,
  'assets/react.js': 40_000,
  'assets/shared.js': 10_000,
  'assets/orderList.js': 8_000,
  'assets/qr.js': 9_000,
  'assets/chart.js': 45_000,
  'assets/tickets.js': 2_000,
  'assets/actual.js': 200,
  'assets/used.js': 300,
  'assets/balance.js': 3_000,
  'assets/app-ru.js': 1_000,
  'assets/orders-ru.js': 2_000,
  'assets/app-en.js': 900,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('staticClosure', () => {
  it('follows static imports transitively, once each, and not dynamic ones', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual([
      '_react.js',
      '_shared.js',
      'index.html',
    ]);
  });
  it('names a chunk the manifest lacks', () => {
    expect(() => staticClosure(manifest, ['_missing.js'])).toThrow(/_missing\.js/);
  });
});

describe('route files', () => {
  it.each([
    ['/tickets/actual', ['src/routes/__root.tsx', 'src/routes/tickets.tsx', 'src/routes/tickets/actual.tsx']],
    ['/balance', ['src/routes/__root.tsx', 'src/routes/balance.tsx']],
  ])('%s', (path, expected) => {
    for (const file of expected) expect(routeFilesFor(path)).toContain(file);
  });
  it.each([
    ['src/routes/tickets/actual.tsx', '/tickets/actual'],
    ['src/routes/profile.info.tsx', '/profile/info'],
    ['src/routes/subscribes.index.tsx', '/subscribes'],
    ['src/routes/payment.$id.tsx', '/payment/$id'],
  ])('path of %s is %s', (file, path) => expect(routePathOf(file)).toBe(path));
});

describe('firstLoadFiles', () => {
  it('counts the one catalog module of the language when catalogs are grouped per language', () => {
    const grouped: Manifest = {
      ...manifest,
      'src/lib/i18n/catalogs/ru.ts': { file: 'assets/ru.js', isDynamicEntry: true },
      'src/lib/i18n/catalogs/en.ts': { file: 'assets/en.js', isDynamicEntry: true },
    };
    const files = firstLoadFiles(grouped, '/tickets/actual', 'ru');
    expect(files).toContain('assets/ru.js');
    expect(files).not.toContain('assets/en.js');
  });

  it('is the entry, the route and its layout, what they import, and one language’s catalogs', () => {
    const files = firstLoadFiles(manifest, '/tickets/actual', 'ru');
    expect(files).toEqual([
      'assets/actual.js',
      'assets/app-ru.js',
      'assets/index.js',
      'assets/orderList.js',
      'assets/orders-ru.js',
      'assets/qr.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/tickets.js',
    ]);
    // CSS is not JS; another route's chunk and another language are not loaded.
    expect(sumSizes(files, sizeOf)).toBe(122_200);
  });
  it('counts a heavy library that a route pulls in', () => {
    const heavy: Manifest = {
      ...manifest,
      'src/routes/tickets/actual.tsx?tsr-split=component': {
        file: 'assets/actual.js',
        imports: ['_orderList.js', '_chart.js'],
      },
    };
    const bytes = sumSizes(firstLoadFiles(heavy, '/tickets/actual', 'ru'), sizeOf);
    expect(bytes).toBe(167_200);
    const light = sumSizes(firstLoadFiles(manifest, '/tickets/actual', 'ru'), sizeOf);
    expect(bytes - light).toBe(sizeOf('assets/chart.js'));
  });
});

describe('routeOwnFiles', () => {
  it('counts what the route adds beyond the entry and its layouts', () => {
    expect(routeOwnFiles(manifest, 'src/routes/balance.tsx')).toEqual([
      'assets/balance.js',
      'assets/chart.js',
    ]);
    expect(routeOwnFiles(manifest, 'src/routes/tickets/used.tsx')).toEqual([
      'assets/orderList.js',
      'assets/qr.js',
      'assets/used.js',
    ]);
    expect(routeOwnFiles(manifest, 'src/routes/tickets.tsx')).toEqual(['assets/tickets.js']);
  });
  it('flags a route over 40 kB', () => {
    const rows: BudgetRow[] = [
      {
        what: 'route balance',
        bytes: sumSizes(routeOwnFiles(manifest, 'src/routes/balance.tsx'), sizeOf),
        limit: BUDGETS.routeGzip,
        unit: 'gzip',
      },
      {
        what: 'route used',
        bytes: sumSizes(routeOwnFiles(manifest, 'src/routes/tickets/used.tsx'), sizeOf),
        limit: BUDGETS.routeGzip,
        unit: 'gzip',
      },
    ];
    expect(overBudget(rows).map((r) => r.what)).toEqual(['route balance']);
    expect(formatTable(rows)).toMatch(/route balance\s+48\.0 kB\s+40\.0 kB gzip\s+OVER/);
    expect(formatTable(rows)).toMatch(/route used\s+17\.3 kB\s+40\.0 kB gzip\s+ok/);
  });
});

describe('precacheUrls', () => {
  it('reads the entries Workbox injected', () => {
    const sw =
      'x([{"revision":"5db4057d","url":"index.html"},{"revision":null,"url":"assets/index-Cd.js"}]);';
    expect(precacheUrls(sw)).toEqual(['index.html', 'assets/index-Cd.js']);
  });
  it('fails when there is no manifest rather than reporting 0 bytes', () => {
    expect(() => precacheUrls('self.__WB_MANIFEST')).toThrow();
  });
});

describe('a ceiling above the target', () => {
  it('passes at the ceiling, says the target is missed, and fails above the ceiling', () => {
    const row = (bytes: number) => ({
      what: 'first',
      bytes,
      limit: 245_000,
      target: 130_000,
      unit: 'gzip' as const,
    });
    expect(overBudget([row(240_000)])).toEqual([]);
    expect(formatTable([row(240_000)])).toMatch(/240\.0 kB\s+245\.0 kB gzip\s+ok \(target 130\.0 kB\)/);
    expect(overBudget([row(250_000)]).map((r) => r.what)).toEqual(['first']);
    expect(formatTable([row(120_000)])).toMatch(/120\.0 kB\s+245\.0 kB gzip\s+ok\s*$/m);
  });
});

describe('a page entry that loads the app after the gate start', () => {
  // index.html runs a small entry; it imports the painter on an offline start and the app's boot module
  // (src/main.tsx) on every start, both dynamically.
  const split: Manifest = {
    ...manifest,
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_cookies.js'],
      dynamicImports: ['src/main.tsx', 'src/start/gate/paint.ts'],
    },
    '_cookies.js': { file: 'assets/cookies.js' },
    'src/main.tsx': {
      file: 'assets/main.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_shared.js', '_cookies.js'],
      dynamicImports: ['src/routes/tickets/actual.tsx?tsr-split=component', 'locales/ru/app.po'],
    },
    'src/start/gate/paint.ts': { file: 'assets/paint.js', isDynamicEntry: true, imports: ['_qr.js'] },
  };
  const splitSizes: Record<string, number> = {
    ...sizes,
    'assets/cookies.js': 400,
    'assets/main.js': 50_000,
    'assets/paint.js': 1_000,
  };
  const splitSizeOf = (file: string) => splitSizes[file] ?? Number.NaN;

  it('counts the boot module and what it imports as first load, not the painter', () => {
    const files = firstLoadFiles(split, '/tickets/actual', 'ru');
    expect(files).toContain('assets/main.js');
    expect(files).toContain('assets/react.js');
    expect(files).not.toContain('assets/paint.js');
    expect(sumSizes(files, splitSizeOf)).toBe(172_600);
  });
  it('measures the gate start as the entry and the painter only', () => {
    expect(gateStartFiles(split)).toEqual([
      'assets/cookies.js',
      'assets/index.js',
      'assets/paint.js',
      'assets/qr.js',
    ]);
  });
  it('does not count the boot module into another route’s own chunk', () => {
    expect(routeOwnFiles(split, 'src/routes/balance.tsx')).toEqual(['assets/balance.js', 'assets/chart.js']);
  });
});
