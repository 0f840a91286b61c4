// The gate moment: after one online visit, with the network gone and the server
// stopped, a cold start of /tickets/actual on a 4×-throttled CPU until the first QR is painted, against
// a minimal reference page that shows the same stored QR. Interleaved A/B in one browser, so noise from
// a shared machine falls on both sides alike.
import type { Browser, BrowserContext } from '@playwright/test';
import {
  emulateOffline,
  launchBrowser,
  PHONE,
  signIn,
  throttleCpu,
  visitOnline,
  waitForMark,
} from './browser.ts';
import { buildReferencePage, REFERENCE_PATH, REFERENCE_TITLE } from './reference/page.ts';
import { startServer } from './server.ts';
import { ms, summary } from './stats.ts';

const QR_MARK = 'qr-visible';
const CPU_SLOWDOWN = 4;
export const GATE_PATH = '/tickets/actual';

type Side = 'app' | 'reference';

/** The real online visit: the app installs its worker, syncs the kept set; the reference installs its own. */
const seedOnline = async (context: BrowserContext, origin: string) => {
  const page = await context.newPage();
  await visitOnline(page, origin + GATE_PATH);
  await page.getByTestId('order-1001').waitFor();
  await page.evaluate(async (scope) => {
    const reg = await navigator.serviceWorker.register(`${scope}sw.js`, { scope });
    const worker = reg.installing ?? reg.waiting ?? reg.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    }
  }, REFERENCE_PATH);
  await page.close();
};

/** One cold start in a fresh page of the same context (worker and IndexedDB are there); ms to the mark. */
export const coldStart = async (context: BrowserContext, url: string, side: Side): Promise<number> => {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  try {
    await emulateOffline(await throttleCpu(page, CPU_SLOWDOWN));
    // Chromium 150 (Debian) reports `navigator.onLine === true` in a page loaded under the network
    // emulation; a phone with no network says false, and the cabinet's gate start reads it. Both sides
    // get the same flag.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }),
    );
    await page.goto(url, { waitUntil: 'commit' });
    const t = await waitForMark(page, QR_MARK);
    const title = await page.title();
    if ((side === 'reference') !== (title === REFERENCE_TITLE))
      throw new Error(`the ${side} run opened the wrong page ("${title}")`);
    return t;
  } finally {
    await page.close();
  }
};

export type GateResult = {
  app: ReturnType<typeof summary>;
  reference: ReturnType<typeof summary>;
  ratio: number;
  referenceScriptBytes: number;
};

/**
 * The venue: a context of `browser` seeded by the real online visit to a server of `distDir` (the
 * reference page written in), then with no network and no server either. The server stops even when
 * the seeding fails.
 */
export const atTheVenue = async (browser: Browser, distDir: string) => {
  const referenceScriptBytes = await buildReferencePage(distDir);
  const server = await startServer({ distDir });
  try {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    await signIn(context, server.port);
    await seedOnline(context, server.origin);
    await context.setOffline(true);
    return { context, origin: server.origin, referenceScriptBytes };
  } finally {
    await server.stop();
  }
};

export const runGate = async (opts: {
  distDir: string;
  runs: number;
  warmup?: number;
}): Promise<GateResult> => {
  const browser = await launchBrowser();
  try {
    const { context, origin, referenceScriptBytes } = await atTheVenue(browser, opts.distDir);
    const urls: Record<Side, string> = {
      app: origin + GATE_PATH,
      reference: origin + REFERENCE_PATH,
    };
    const times: Record<Side, number[]> = { app: [], reference: [] };
    // Warm-up runs (not counted) on both sides: the first start after install compiles and caches code.
    for (let i = 0; i < (opts.warmup ?? 2); i += 1) {
      await coldStart(context, urls.app, 'app');
      await coldStart(context, urls.reference, 'reference');
    }
    for (let i = 0; i < opts.runs; i += 1) {
      // ABBA order: neither side always goes first.
      const order: Side[] = i % 2 === 0 ? ['app', 'reference'] : ['reference', 'app'];
      for (const side of order) times[side].push(await coldStart(context, urls[side], side));
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    const app = summary(times.app);
    const reference = summary(times.reference);
    return { app, reference, ratio: app.median / reference.median, referenceScriptBytes };
  } finally {
    await browser.close();
  }
};

export const printGate = (r: GateResult): string[] => [
  `offline gate, cold start to the first QR (CPU ×${CPU_SLOWDOWN}, offline, server stopped, n=${r.app.n})`,
  `  app       ${GATE_PATH}: median ${ms(r.app.median)}, min ${ms(r.app.min)}, max ${ms(r.app.max)}`,
  `  reference ${REFERENCE_PATH}: median ${ms(r.reference.median)}, min ${ms(r.reference.min)}, max ${ms(r.reference.max)}`,
  `  ratio app/reference (medians): ${r.ratio.toFixed(2)} (target ≤ 1.30) ${r.ratio <= 1.3 ? 'OK' : 'ABOVE TARGET'}`,
];
