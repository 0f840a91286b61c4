// what one sync of the kept set costs on the network and on the main thread, for Anna (the
// demo account) and the heavy account (500 upcoming orders). Two reference servers over the same seed,
// one as the platform is today (PLAIN_JSON=1: no compression, no validators) and one with compressed
// answers and validators; the same build on both, taking turns. Today's side has no service worker, so
// its page runs the sync itself, as today's app did; the other is a returning customer's, the worker
// controlling the page. Per sync: the API requests, the bytes of
// their bodies and of their headers as they came over the wire (Playwright: each answer's
// encoded body size, the header block), and the page's main-thread task time
// (Performance.getMetrics TaskDuration) from the trigger until the sync line settles. Three kinds of sync:
// a first one (the device's kept answers deleted first), one with nothing changed, one after one order
// changed (a ticket returned on the server between the two). With the worker, the page hands its syncs to
// it (src/lib/offline/pageSync.ts): the requests are the worker's, counted on the browser context, and the
// main-thread time is the page's. Chromium asks for
// brotli only over https: over the bench's http the answers come gzipped.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import {
  type Account,
  launchBrowser,
  PHONE,
  signIn,
  throttleCpu,
  visitOnline,
  waitForStartView,
} from './browser.ts';
import { type BenchServer, startServer } from './server.ts';
import { kB, median, ms } from './stats.ts';

const CPU_SLOWDOWN = 4;
const PATH = '/tickets/actual';
const ANNA: Account = { phone: '+375291111111', password: 'demo-pass' };
const HEAVY: Account = { phone: '+375295555555', password: 'demo-pass' };

type Kind = 'first' | 'unchanged' | 'changed';
type Side = 'today' | 'kept';
/** One sync's cost. */
type Cost = { requests: number; notModified: number; body: number; headers: number; mainMs: number };

/**
 * The API traffic of a browser context (the page's requests and its service worker's), as it came over the
 * wire: each answer's header block (status line and header lines) and its encoded body.
 */
const watchApi = (context: BrowserContext) => {
  const seen: Array<Promise<{ status: number; body: number; headers: number }>> = [];
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    seen.push(
      (async () => {
        const status = response.status();
        const lines = await response.headersArray();
        const headers =
          `HTTP/1.1 ${status} ${response.statusText()}\r\n`.length +
          lines.reduce((sum, h) => sum + h.name.length + h.value.length + 4, 0) +
          2;
        const body =
          status === 304
            ? 0
            : ((
                await response
                  .request()
                  .sizes()
                  .catch(() => null)
              )?.responseBodySize ?? 0);
        return { status, body, headers };
      })(),
    );
  });
  return {
    reset: () => {
      seen.length = 0;
    },
    cost: async (): Promise<Omit<Cost, 'mainMs'>> => {
      const all = await Promise.all(seen);
      return {
        requests: all.length,
        notModified: all.filter((a) => a.status === 304).length,
        body: all.reduce((sum, a) => sum + a.body, 0),
        headers: all.reduce((sum, a) => sum + a.headers, 0),
      };
    },
  };
};

const taskMs = async (cdp: CDPSession): Promise<number> => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
};

/** Starts a sync (what a reconnect does) and resolves once the sync line has left "Syncing…" again. */
const syncOnce = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const line = document.querySelector('[data-testid="last-synced"]');
        if (!line) return reject(new Error('no sync line on the page'));
        let seen = false;
        const timer = setTimeout(() => reject(new Error('the sync did not end in 120 s')), 120_000);
        const observer = new MutationObserver(() => {
          const state = line.getAttribute('data-state');
          if (state === 'syncing') seen = true;
          else if (seen) {
            observer.disconnect();
            clearTimeout(timer);
            // What the sync set in motion (the lists' render) is done when the page is idle again.
            requestIdleCallback(() => resolve(), { timeout: 5000 });
          }
        });
        observer.observe(line, { attributes: true, attributeFilter: ['data-state'] });
        window.dispatchEvent(new Event('online'));
      }),
  );

/** Deletes what the device keeps of the set (not whose it is): the next sync is a first one. */
const forgetKept = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('cabinet-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['orderPages', 'snapshots'], 'readwrite');
          tx.objectStore('orderPages').clear();
          tx.objectStore('snapshots').clear();
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

type Ticket = { id: number; qr: string | null; returned_at: number | null; scanned_at: number | null };
type OrderJson = { id: number; tickets: Ticket[]; total_amount?: number };

/**
 * Returns one more ticket of the account on the server (to the card: the points balance, and so the
 * profile, stay as they are), on page `page` of the actual tab: one order, one page changes.
 */
const changeOneOrder = async (server: BenchServer, token: string, page: number, done: Set<number>) => {
  const headers = { Host: `localhost:${server.port}`, Authorization: `Bearer ${token}` };
  const base = `http://127.0.0.1:${server.port}/api/v3/users/me/orders`;
  const res = await fetch(`${base}?type=actual&page=${page}&lang=ru`, { headers });
  const { data } = (await res.json()) as { data: OrderJson[] };
  for (const order of data) {
    if (done.has(order.id)) continue;
    const ticket = order.tickets.find((t) => t.qr && t.returned_at === null && t.scanned_at === null);
    if (!ticket) continue;
    const back = await fetch(`${base}/${order.id}/tickets/${ticket.id}?type=card`, {
      method: 'DELETE',
      headers,
    });
    if (back.ok) {
      done.add(order.id);
      return;
    }
  }
  throw new Error(`no returnable ticket left on page ${page}`);
};

type Run = { server: BenchServer; context: BrowserContext; page: Page; cdp: CDPSession; token: string };

const openSide = async (
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  server: BenchServer,
  account: Account,
  side: Side,
) => {
  // Today's app ran the sync on the page: without a worker the page runs it itself (pageSync.ts).
  const context = await browser.newContext({
    viewport: PHONE,
    serviceWorkers: side === 'today' ? 'block' : 'allow',
  });
  const { token } = await signIn(context, server.port, account);
  const page = await context.newPage();
  if (side === 'kept') {
    // The worker installed and controlling the page: the page hands its syncs to it.
    await visitOnline(page, server.origin + PATH);
  } else {
    page.setDefaultTimeout(180_000);
    await page.goto(server.origin + PATH, { waitUntil: 'commit' });
    await page.locator('[data-testid="last-synced"][data-state="saved"]').waitFor();
  }
  // The start view is kept a few seconds after the screen is at rest: not during a measured sync.
  await waitForStartView(page, PATH);
  const cdp = await throttleCpu(page, CPU_SLOWDOWN);
  await cdp.send('Performance.enable');
  return { server, context, page, cdp, token } satisfies Run;
};

const measure = async (run: Run, watch: ReturnType<typeof watchApi>): Promise<Cost> => {
  watch.reset();
  const before = await taskMs(run.cdp);
  await syncOnce(run.page);
  const mainMs = (await taskMs(run.cdp)) - before;
  return { ...(await watch.cost()), mainMs };
};

export type SyncResult = Record<string, Record<Side, Record<Kind, Cost[]>>>;

const ACCOUNTS = { Anna: { account: ANNA, page: 1 }, heavy: { account: HEAVY, page: 13 } } as const;

export const runSync = async ({ distDir, runs }: { distDir: string; runs: number }): Promise<SyncResult> => {
  const env = { SEED_HEAVY: '1' };
  const servers: Record<Side, BenchServer> = {
    today: await startServer({ distDir, env: { ...env, PLAIN_JSON: '1' } }),
    kept: await startServer({ distDir, env }),
  };
  const browser = await launchBrowser();
  const result: SyncResult = {};
  try {
    for (const [name, { account, page }] of Object.entries(ACCOUNTS)) {
      const sides = {} as Record<Side, Run & { watch: ReturnType<typeof watchApi>; done: Set<number> }>;
      for (const side of ['today', 'kept'] as const) {
        const run = await openSide(browser, servers[side], account, side);
        sides[side] = { ...run, watch: watchApi(run.context), done: new Set() };
      }
      const costs: Record<Side, Record<Kind, Cost[]>> = {
        today: { first: [], unchanged: [], changed: [] },
        kept: { first: [], unchanged: [], changed: [] },
      };
      for (let i = 0; i < runs; i += 1) {
        // Neither side always goes first.
        const order: Side[] = i % 2 === 0 ? ['today', 'kept'] : ['kept', 'today'];
        for (const side of order) {
          const s = sides[side];
          await forgetKept(s.page);
          costs[side].first.push(await measure(s, s.watch));
          costs[side].unchanged.push(await measure(s, s.watch));
          await changeOneOrder(s.server, s.token, page, s.done);
          costs[side].changed.push(await measure(s, s.watch));
        }
        process.stdout.write('.');
      }
      process.stdout.write('\n');
      for (const s of Object.values(sides)) await s.context.close();
      result[name] = costs;
    }
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }
  return result;
};

const med = (costs: Cost[], k: keyof Cost) => median(costs.map((c) => c[k]));

const line = (label: string, costs: Cost[]) =>
  `    ${label.padEnd(6)} ${String(med(costs, 'requests')).padStart(3)} requests (${med(costs, 'notModified')} × 304), bodies ${kB(med(costs, 'body')).padStart(9)}, headers ${kB(med(costs, 'headers')).padStart(7)}, main thread ${ms(med(costs, 'mainMs'))}`;

const ratio = (a: number, b: number) => (b === 0 ? '—' : (a / b).toFixed(2));

export const printSync = (r: SyncResult): string[] => {
  const out = [
    `sync of the kept set (a reconnect's; CPU ×${CPU_SLOWDOWN}, medians of ${Object.values(r)[0]?.today.first.length ?? 0} runs; today = PLAIN_JSON server (no compression, no validators) and the page syncing itself (no worker); kept = validators, compression, the worker syncing; same build)`,
  ];
  for (const [name, sides] of Object.entries(r)) {
    out.push(`  ${name}`);
    for (const kind of ['first', 'unchanged', 'changed'] as const) {
      const today = sides.today[kind];
      const kept = sides.kept[kind];
      out.push(
        `   ${kind === 'first' ? 'a first sync' : kind === 'unchanged' ? 'nothing changed' : 'one order changed'}:`,
      );
      out.push(line('today', today), line('kept', kept));
      out.push(
        `    kept/today: bodies ${ratio(med(kept, 'body'), med(today, 'body'))}, headers ${ratio(med(kept, 'headers'), med(today, 'headers'))}, main thread ${ratio(med(kept, 'mainMs'), med(today, 'mainMs'))}`,
      );
    }
  }
  return out;
};
