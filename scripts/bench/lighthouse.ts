// Issue 11: Lighthouse 13 (npm `lighthouse`, system Chromium, its default mobile form factor and
// simulated throttling) on /tickets/actual, /balance and /cards signed in as Anna, and on the page a
// signed-out visitor sees (the sign-in popup). Chromium runs with a persistent profile and a DevTools
// port: its default context holds the session cookies, and Lighthouse drives it through that port
// (Lighthouse resets service workers and caches between runs, never cookies).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/chromium.ts';
import { sessionCookies, signIn } from './browser.ts';
import { startServer } from './server.ts';
import { ms } from './stats.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGET: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
};

export type LighthouseRow = {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Every run's performance score, lowest first (the row is the median run). */
  spread: number[];
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits that cost points in accessibility or best practices. */
  failing: string[];
  /** What moved (the layout-shifts audit: element and its share of CLS) and what the LCP element is. */
  shifts: string[];
  lcpElement: string;
};

type NodeItem = { node?: { snippet?: string; selector?: string }; score?: number };
const itemsOf = (audit: { details?: unknown } | undefined): NodeItem[] => {
  const details = audit?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as NodeItem[]) : [];
};
/** The first DOM node a details tree names (the LCP insight nests it in a list). */
const firstNode = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as { type?: unknown; snippet?: unknown; selector?: unknown };
  if (v.type === 'node' && (typeof v.snippet === 'string' || typeof v.selector === 'string'))
    return String(v.snippet ?? v.selector).slice(0, 110);
  for (const child of Object.values(value)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return undefined;
};
const nodeText = (item: NodeItem) => (item.node?.snippet ?? item.node?.selector ?? '?').slice(0, 110);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

/** Runs per page; the printed row is the median by performance score. */
const RUNS_PER_PAGE = 3;

const PAGES = [
  { name: '/tickets/actual', path: '/tickets/actual', signedIn: true },
  { name: '/balance', path: '/balance', signedIn: true },
  { name: '/cards', path: '/cards', signedIn: true },
  { name: 'signed out (sign-in popup)', path: '/tickets/actual', signedIn: false },
];

/** One Lighthouse run of `url` in the browser on `port`. */
const audit = async (url: string, page: string, port: number): Promise<LighthouseRow> => {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
  const { lhr } = result;
  if (process.env.BENCH_LH_DUMP)
    await writeFile(
      join(process.env.BENCH_LH_DUMP, `${page.replace(/\W+/g, '_')}.json`),
      JSON.stringify(lhr),
    );
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const failing = (['accessibility', 'best-practices'] as const).flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return {
    page,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    spread: [],
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing,
    shifts: itemsOf(lhr.audits['layout-shifts'])
      .filter((i) => (i.score ?? 0) >= 0.005)
      .map((i) => `${(i.score ?? 0).toFixed(3)} ${nodeText(i)}`),
    lcpElement: firstNode(lhr.audits['lcp-breakdown-insight']?.details) ?? '',
  };
};

export const runLighthouse = async (distDir: string): Promise<LighthouseRow[]> => {
  const server = await startServer({ distDir });
  const profile = await mkdtemp(join(tmpdir(), 'cabinet-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  const rows: LighthouseRow[] = [];
  try {
    const session = await signIn(context, server.port);
    for (const p of PAGES) {
      await context.clearCookies();
      if (p.signedIn) await context.addCookies(sessionCookies('localhost', session));
      const runs: LighthouseRow[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run += 1)
        runs.push(await audit(`${server.origin}${p.path}`, p.name, port));
      // The median run by performance score (Lighthouse's own advice for a noisy machine: several runs).
      const sorted = runs.toSorted((a, b) => a.scores.performance - b.scores.performance);
      const median = sorted[Math.floor(sorted.length / 2)];
      if (median) rows.push({ ...median, spread: sorted.map((r) => r.scores.performance) });
    }
  } finally {
    await context.close();
    await server.stop();
    await rm(profile, { recursive: true, force: true });
  }
  return rows;
};

export const printLighthouse = (rows: LighthouseRow[]): string[] => [
  `Lighthouse 13, mobile (simulated throttling), system Chromium, median of ${RUNS_PER_PAGE} runs per page — targets: performance ≥ 95, accessibility 100, best practices 100`,
  ...rows.flatMap((r) => {
    const ok = CATEGORIES.every((c) => r.scores[c] >= TARGET[c]);
    return [
      `  ${r.page.padEnd(28)} perf ${r.scores.performance} (runs ${r.spread.join('/')}), a11y ${r.scores.accessibility}, best practices ${r.scores['best-practices']}; LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)}, CLS ${r.cls.toFixed(3)} ${ok ? 'OK' : 'BELOW TARGET'}`,
      ...r.failing.map((f) => `      ${f}`),
      ...(r.lcpElement ? [`      LCP element: ${r.lcpElement}`] : []),
      ...r.shifts.map((f) => `      layout shift ${f}`),
    ];
  }),
];
