// Lighthouse 13 (npm `lighthouse`, system Chromium, its default mobile form factor
// and simulated throttling) on /tickets/actual, /balance and /cards signed in as Anna, on the page a
// signed-out visitor sees (the sign-in popup), and on the stack floor's /tickets/actual (a minimal app
// on the same stack, scripts/bench/floor/), the pages taking turns run after run. Chromium runs with a
// persistent profile and a DevTools port: its default context holds the session cookies (`localhost`
// cookies reach both servers' ports), and Lighthouse drives it through that port. Every run is a cold
// load: Lighthouse clears the origin's service workers and caches by default, and here IndexedDB and
// local storage too (by default they survive, so runs 2 and 3 started with the device data of run 1);
// a run whose report still warns of stored data fails the bench.
// CPU slowdowns: Lighthouse's simulated throttling loads the page unslowed and multiplies each observed
// task in its model, so one load is audited once per multiplier (×4 is its phone; `--cpu 10` a low-end
// one): both rows of a page come from the same loads. The one thing the multiplier changes in the load
// itself, requestIdleCallback's deadline, the cabinet never reads.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Artifacts, Config, Result } from 'lighthouse';
import TbtAudit from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { CHROMIUM_FLAGS } from '../../e2e/chromium.ts';
import { chromiumBinary, sessionCookies, signIn } from './browser.ts';
import type { ServerPair } from './floor.ts';
import { median, ms } from './stats.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** Lighthouse's own phone: its default mobile throttling's CPU multiplier. */
const PHONE_CPU = 4;

export type LighthouseRow = {
  page: string;
  /** The CPU slowdown the row was simulated at (the rest of the mobile throttling unchanged). */
  cpu: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Every run's performance score, lowest first (the row is the median run). */
  spread: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  /**
   * The same model's TBT with each task's wall time replaced by its thread time (the CPU the task itself
   * used): what other processes on a shared machine add to a task drops out, so two builds compare with
   * less noise. Not a Lighthouse figure; time a task spent waiting (a synchronous IPC) drops out too.
   */
  tbtThread: number;
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

/** Runs per page; the printed row is the median by performance score (`BENCH_LH_RUNS` sets more). */
const RUNS_PER_PAGE = Math.max(3, Number(process.env.BENCH_LH_RUNS) || 3);

export const FLOOR_PAGE = 'floor /tickets/actual';
const SIGNED_OUT_PAGE = 'signed out (sign-in popup)';
type App = 'app' | 'floor';
/** A page of a run: which server serves it (or an `origin` of its own), its path, signed in or not. */
export type LighthousePage = {
  name: string;
  app: App;
  path: string;
  signedIn: boolean;
  onlyByName?: boolean;
  origin?: string;
};
/** The cabinet's pages of the bench: /tickets/actual, /balance, /cards, signed out. */
export const CABINET_PAGES: ReadonlyArray<Omit<LighthousePage, 'name' | 'app'> & { name: string }> = [
  { name: '/tickets/actual', path: '/tickets/actual', signedIn: true },
  { name: '/balance', path: '/balance', signedIn: true },
  { name: '/cards', path: '/cards', signedIn: true },
  { name: SIGNED_OUT_PAGE, path: '/tickets/actual', signedIn: false },
];
const PAGES: LighthousePage[] = [
  { name: FLOOR_PAGE, app: 'floor', path: '/tickets/actual', signedIn: true },
  { name: '/tickets/actual', app: 'app', path: '/tickets/actual', signedIn: true },
  { name: '/balance', app: 'app', path: '/balance', signedIn: true },
  { name: '/cards', app: 'app', path: '/cards', signedIn: true },
  { name: SIGNED_OUT_PAGE, app: 'app', path: '/tickets/actual', signedIn: false },
  // Only when asked for by name (BENCH_LH_PAGES): the floor's slot signed out, for an A/B of two builds.
  { name: 'floor-slot signed out', app: 'floor', path: '/tickets/actual', signedIn: false, onlyByName: true },
  { name: 'floor-slot /balance', app: 'floor', path: '/balance', signedIn: true, onlyByName: true },
  { name: 'floor-slot /cards', app: 'floor', path: '/cards', signedIn: true, onlyByName: true },
];

/** Everything a cold load must not find: Lighthouse's default set, plus the device data. */
const CLEAR_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'indexeddb',
  'local_storage',
] as const;

/** The row of one audited load. */
const rowOf = (lhr: Result, page: string, cpu: number): LighthouseRow => {
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const failing = (['accessibility', 'best-practices'] as const).flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return {
    page,
    cpu,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    spread: [],
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    tbtThread: Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing,
    shifts: itemsOf(lhr.audits['layout-shifts'])
      .filter((i) => (i.score ?? 0) >= 0.005)
      .map((i) => `${(i.score ?? 0).toFixed(3)} ${nodeText(i)}`),
    lcpElement: firstNode(lhr.audits['lcp-breakdown-insight']?.details) ?? '',
  };
};

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
};
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);
/**
 * The trace with every task's duration its thread time, the events inside it moved and shortened in
 * proportion (so what the task started or ran stays inside it).
 */
const threadTimed = (events: readonly TraceEvent[]): TraceEvent[] => {
  const sorted = events.toSorted((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const open = new Map<string, { start: number; end: number; ratio: number }>();
  const out = sorted.map((e) => {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && TASK_NAMES.has(e.name) && e.dur && typeof e.tdur === 'number') {
      const ratio = Math.min(1, e.tdur / e.dur);
      open.set(thread, { start: e.ts, end: e.ts + e.dur, ratio });
      return { ...e, dur: e.dur * ratio };
    }
    const task = open.get(thread);
    if (!task || e.ts < task.start || e.ts >= task.end) return e;
    const ts = task.start + (e.ts - task.start) * task.ratio;
    return e.dur === undefined ? { ...e, ts } : { ...e, ts, dur: e.dur * task.ratio };
  });
  return out.sort((a, b) => a.ts - b.ts);
};

/** What a caller may do with a load's artifacts once it was audited (scripts/bench/tasks.ts). */
export type OnLoad = (load: {
  page: string;
  cpu: number;
  artifacts: Artifacts;
  lhr: Result;
}) => Promise<void> | void;

/**
 * One Lighthouse load of `url` in the browser on `port`, audited once per CPU multiplier of `cpus`.
 * `extraTrace` adds trace categories (e.g. the sampling profiler, for a profile of the tasks).
 */
const audit = async (
  url: string,
  page: string,
  port: number,
  cpus: readonly number[],
  options: { extraTrace?: string; onLoad?: OnLoad } = {},
): Promise<LighthouseRow[]> => {
  const config: Config = {
    extends: 'lighthouse:default',
    settings: {
      clearStorageTypes: [...CLEAR_STORAGE],
      ...(options.extraTrace ? { additionalTraceCategories: options.extraTrace } : {}),
    },
  };
  const gathered = await navigationGather(undefined, url, {
    config,
    flags: { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
  });
  const rows: LighthouseRow[] = [];
  for (const cpu of cpus) {
    const { resolvedConfig } = gathered.runnerOptions;
    const settings = {
      ...resolvedConfig.settings,
      throttling: { ...resolvedConfig.settings.throttling, cpuSlowdownMultiplier: cpu },
    };
    // The runner refuses an audit whose settings differ from the gathering's: the load's artifacts
    // are told this multiplier too (see the top of this file for why the load is the same).
    const result = await Runner.audit(
      { ...gathered.artifacts, settings },
      { resolvedConfig: { ...resolvedConfig, settings }, computedCache: new Map() },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    const { lhr } = result;
    const stored = lhr.runWarnings.find((w: string) => /stored data/i.test(w));
    if (stored) throw new Error(`${page}: not a cold load (${stored})`);
    if (process.env.BENCH_LH_DUMP)
      await writeFile(
        join(
          process.env.BENCH_LH_DUMP,
          `${page.replace(/\W+/g, '_')}${cpu === PHONE_CPU ? '' : `_cpu${cpu}`}.json`,
        ),
        JSON.stringify(lhr),
      );
    await options.onLoad?.({ page, cpu, artifacts: gathered.artifacts, lhr });
    const threadTrace = { traceEvents: threadTimed(gathered.artifacts.Trace.traceEvents as TraceEvent[]) };
    const thread = await TbtAudit.audit(
      { ...gathered.artifacts, settings, Trace: threadTrace } as Artifacts,
      { settings, options: TbtAudit.defaultOptions, computedCache: new Map() },
    );
    rows.push({ ...rowOf(lhr, page, cpu), tbtThread: thread.numericValue ?? Number.NaN });
  }
  return rows;
};

/**
 * The CPU multipliers to simulate: Lighthouse's phone (×4) always, then those of `BENCH_LH_CPU`
 * (`npm run bench -- --cpu 10` sets it; `BENCH_LH_CPU=10 npm run bench:ab -- …` for an A/B).
 */
export const cpuSlowdowns = (extra = process.env.BENCH_LH_CPU ?? ''): number[] => [
  ...new Set([
    PHONE_CPU,
    ...extra
      .split(',')
      .map(Number)
      .filter((n) => Number.isFinite(n) && n >= 1),
  ]),
];

/** The pages of `BENCH_LH_PAGES` (by name prefix), or every page but those asked for by name only. */
const pagesAsked = () =>
  PAGES.filter((p) =>
    process.env.BENCH_LH_PAGES
      ? process.env.BENCH_LH_PAGES.split(',').some((n) => p.name.startsWith(n))
      : !p.onlyByName,
  );

/**
 * Lighthouse on every page of `pages` (all of them by default; `BENCH_LH_PAGES=floor,/tickets/actual`
 * picks some by name, e.g. to compare two builds: the floor's slot can serve any build), each load
 * audited at every multiplier of `cpus`.
 */
export const runLighthouse = async (
  servers: ServerPair,
  options: {
    pages?: LighthousePage[];
    cpus?: readonly number[];
    runs?: number;
    extraTrace?: string;
    onLoad?: OnLoad;
  } = {},
): Promise<LighthouseRow[]> => {
  const pages = options.pages ?? pagesAsked();
  const cpus = options.cpus ?? cpuSlowdowns();
  const profile = await mkdtemp(join(tmpdir(), 'cabinet-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(join(profile, 'profile'), {
    executablePath: await chromiumBinary(),
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  const runs = new Map<string, LighthouseRow[]>();
  try {
    const session = await signIn(context, servers.app.port);
    for (let run = 0; run < (options.runs ?? RUNS_PER_PAGE); run += 1) {
      // The pages take turns, each run in another order, so the machine's noise falls on all alike.
      const order = pages.map((_, i) => pages[(i + run) % pages.length]).filter((p) => p !== undefined);
      for (const p of order) {
        await context.clearCookies();
        if (p.signedIn) await context.addCookies(sessionCookies('localhost', session));
        const origin = p.origin ?? (p.app === 'floor' ? servers.floor.origin : servers.app.origin);
        for (const row of await audit(`${origin}${p.path}`, p.name, port, cpus, options))
          runs.set(`${row.cpu} ${p.name}`, [...(runs.get(`${row.cpu} ${p.name}`) ?? []), row]);
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  // The median run by performance score (Lighthouse's own advice for a noisy machine: several runs).
  return cpus.flatMap((cpu) =>
    pages.flatMap((p) => {
      const all = runs.get(`${cpu} ${p.name}`) ?? [];
      const sorted = all.toSorted((a, b) => a.scores.performance - b.scores.performance);
      const mid = sorted[Math.floor(sorted.length / 2)];
      return mid
        ? [
            {
              ...mid,
              spread: sorted.map((r) => r.scores.performance),
              fcp: median(all.map((r) => r.fcp)),
              lcp: median(all.map((r) => r.lcp)),
              tbt: median(all.map((r) => r.tbt)),
              tbtThread: median(all.map((r) => r.tbtThread)),
            },
          ]
        : [];
    }),
  );
};

/** The start targets (docs/decisions-bench.md), relative to the floor's /tickets/actual in the same run. */
const LH_TARGETS = { tbt: 1.25, lcp: 1.1, signedOutLcp: 1.1 } as const;
/** The pages whose blocking time is held to the floor's at a low-end phone's CPU too. */
const TBT_PAGES = ['/tickets/actual', '/balance', '/cards'];

const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');
const ratio = (a: number, b: number) => (a / b).toFixed(2);

/** The targets at Lighthouse's own phone (×4): those the bench has always printed. */
const phoneTargets = (rows: LighthouseRow[], floor: LighthouseRow, tickets: LighthouseRow): string[] => {
  const cabinet = rows.filter((r) => r.page !== FLOOR_PAGE);
  const signedOut = rows.find((r) => r.page === SIGNED_OUT_PAGE);
  return [
    `    /tickets/actual perf ${tickets.scores.performance} ≥ floor ${floor.scores.performance}: ${verdict(tickets.scores.performance >= floor.scores.performance)}`,
    `    /tickets/actual TBT ${ratio(tickets.tbt, floor.tbt)}× the floor's (≤ ${LH_TARGETS.tbt}): ${verdict(tickets.tbt <= floor.tbt * LH_TARGETS.tbt)}`,
    `    /tickets/actual LCP ${ratio(tickets.lcp, floor.lcp)}× the floor's (≤ ${LH_TARGETS.lcp}): ${verdict(tickets.lcp <= floor.lcp * LH_TARGETS.lcp)}`,
    ...cabinet
      .filter((r) => r !== tickets)
      .map(
        (r) =>
          `    ${r.page} perf ${r.scores.performance} ≥ floor ${floor.scores.performance}: ${verdict(r.scores.performance >= floor.scores.performance)}`,
      ),
    ...(signedOut
      ? [
          `    signed-out LCP ${ratio(signedOut.lcp, floor.lcp)}× the floor's /tickets/actual (≤ ${LH_TARGETS.signedOutLcp}): ${verdict(signedOut.lcp <= floor.lcp * LH_TARGETS.signedOutLcp)}`,
        ]
      : []),
    `    accessibility and best practices 100, CLS 0 on every cabinet page: ${verdict(cabinet.every((r) => r.scores.accessibility === 100 && r.scores['best-practices'] === 100 && r.cls < 0.0005))}`,
  ];
};

/** The targets at a slower CPU: each signed-in page's blocking time and score against the floor's. */
const slowTargets = (rows: LighthouseRow[], floor: LighthouseRow): string[] =>
  rows
    .filter((r) => TBT_PAGES.includes(r.page))
    .map(
      (r) =>
        `    ${r.page} TBT ${ratio(r.tbt, floor.tbt)}× the floor's (≤ ${LH_TARGETS.tbt}): ${verdict(r.tbt <= floor.tbt * LH_TARGETS.tbt)}; perf ${r.scores.performance} ≥ ${floor.scores.performance}: ${verdict(r.scores.performance >= floor.scores.performance)}; FCP ${ratio(r.fcp, floor.fcp)}×, LCP ${ratio(r.lcp, floor.lcp)}×`,
    );

export const printLighthouse = (all: LighthouseRow[]): string[] => {
  const cpus = [...new Set(all.map((r) => r.cpu))];
  const runsOf = all[0]?.spread.length ?? RUNS_PER_PAGE;
  const lines = [
    `Lighthouse 13, mobile (simulated throttling), system Chromium, every run a cold load (storage incl. IndexedDB and local storage cleared), ${runsOf} runs per page taking turns; the row is the median run by performance, FCP, LCP and TBT the medians of the runs${cpus.length > 1 ? `; each load simulated at CPU ×${cpus.join(' and ×')}` : ''}`,
  ];
  for (const cpu of cpus) {
    const rows = all.filter((r) => r.cpu === cpu);
    lines.push(
      `  CPU ×${cpu}${cpu === PHONE_CPU ? " (Lighthouse's phone)" : ' (a low-end phone; the rest of the mobile throttling as at ×4)'}`,
      ...rows.flatMap((r) => [
        `  ${r.page.padEnd(28)} perf ${r.scores.performance} (runs ${r.spread.join('/')}), a11y ${r.scores.accessibility}, best practices ${r.scores['best-practices']}; FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)} (on thread time ${ms(r.tbtThread)}), CLS ${r.cls.toFixed(3)}`,
        ...(cpu === PHONE_CPU
          ? [
              ...r.failing.map((f) => `      ${f}`),
              ...(r.lcpElement ? [`      LCP element: ${r.lcpElement}`] : []),
              ...r.shifts.map((f) => `      layout shift ${f}`),
            ]
          : []),
      ]),
    );
    const floor = rows.find((r) => r.page === FLOOR_PAGE);
    const tickets = rows.find((r) => r.page === '/tickets/actual');
    if (!floor || !tickets) continue;
    lines.push(
      `  targets at CPU ×${cpu} (against the floor in this run):`,
      ...(cpu === PHONE_CPU ? phoneTargets(rows, floor, tickets) : slowTargets(rows, floor)),
    );
  }
  return lines;
};
