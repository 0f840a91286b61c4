// the warm start, the way a returning customer opens the cabinet. Signed in, the service
// worker controlling, the device data kept from an earlier visit, online, CPU ×4: a fresh page is
// navigated to /tickets/actual and timed to the first QR painted (the `qr-visible` mark both apps set in
// the frame after the first QR image loaded). The stack floor (scripts/bench/floor/) does the same on
// its own origin; the two alternate in one browser, so the machine's noise falls on both alike. /cards
// (the first client-card QR) has no counterpart in the floor: its figure is printed as it is.
import type { BrowserContext, Page } from '@playwright/test';
import {
  appReadyAt,
  launchBrowser,
  PHONE,
  signIn,
  throttleCpu,
  visitOnline,
  waitForMark,
  waitForStartView,
} from './browser.ts';
import { FLOOR_TITLE, type ServerPair } from './floor.ts';
import { ms, summary } from './stats.ts';

const CPU_SLOWDOWN = 4;
const QR_MARK = 'qr-visible';
const WARM_PATH = '/tickets/actual';

type Side = 'app' | 'floor' | 'cards';

/** The floor's first visit: its worker installs and takes control, and Dexie keeps the actual tab. */
const visitFloor = async (page: Page, url: string): Promise<void> => {
  await page.goto(url);
  await waitForMark(page, QR_MARK);
  await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active !== null));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await waitForMark(page, QR_MARK);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('floor');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pages')) return resolve(false);
          const req = db.transaction('pages').objectStore('pages').count();
          req.onsuccess = () => resolve(req.result > 0);
          req.onerror = () => resolve(false);
        };
      }),
  );
};

type Start = { qr: number; ready: number };

/**
 * One warm start in a fresh page of the context: ms from navigation start to the first QR painted, and
 * to the app being usable (the cabinet: its own screen in the start view's place; the floor paints only
 * once React has rendered, so both are its first QR).
 */
const warmStart = async (context: BrowserContext, url: string, side: Side): Promise<Start> => {
  const page = await context.newPage();
  try {
    await throttleCpu(page, CPU_SLOWDOWN);
    await page.goto(url, { waitUntil: 'commit' });
    const qr = await waitForMark(page, QR_MARK);
    const ready = side === 'floor' ? qr : await appReadyAt(page, qr);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error(`the ${side} run was not served by its service worker`);
    if ((side === 'floor') !== ((await page.title()) === FLOOR_TITLE))
      throw new Error(`the ${side} run opened the wrong app`);
    return { qr, ready };
  } finally {
    await page.close();
  }
};

type Summary = ReturnType<typeof summary>;
export type WarmResult = {
  app: Summary;
  appReady: Summary;
  floor: Summary;
  cards: Summary;
  cardsReady: Summary;
  ratio: number;
  readyRatio: number;
};

export const runWarm = async (servers: ServerPair, runs: number): Promise<WarmResult> => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    // One sign-in: the cookies of `localhost` go to both ports.
    await signIn(context, servers.app.port);
    const first = await context.newPage();
    await visitOnline(first, servers.app.origin + WARM_PATH);
    // A returning customer has had the app open before: its first screens are kept.
    await waitForStartView(first, WARM_PATH);
    await first.goto(`${servers.app.origin}/cards`);
    await waitForStartView(first, '/cards');
    await visitFloor(first, servers.floor.origin + WARM_PATH);
    await first.close();

    const urls: Record<Side, string> = {
      app: servers.app.origin + WARM_PATH,
      floor: servers.floor.origin + WARM_PATH,
      cards: `${servers.app.origin}/cards`,
    };
    const times: Record<Side, Start[]> = { app: [], floor: [], cards: [] };
    // Warm-up (not counted): the first starts after install compile and cache the code.
    for (const side of ['app', 'floor', 'cards'] as const) await warmStart(context, urls[side], side);
    for (let i = 0; i < runs; i += 1) {
      // Neither side always goes first.
      const order: Side[] = i % 2 === 0 ? ['app', 'floor', 'cards'] : ['floor', 'app', 'cards'];
      for (const side of order) times[side].push(await warmStart(context, urls[side], side));
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    const of = (side: Side, k: keyof Start) => summary(times[side].map((t) => t[k]));
    const app = of('app', 'qr');
    const appReady = of('app', 'ready');
    const floor = of('floor', 'qr');
    return {
      app,
      appReady,
      floor,
      cards: of('cards', 'qr'),
      cardsReady: of('cards', 'ready'),
      ratio: app.median / floor.median,
      readyRatio: appReady.median / floor.median,
    };
  } finally {
    await browser.close();
  }
};

const WARM_TARGET = 1.1;

export const printWarm = (r: WarmResult): string[] => [
  `warm start to the first QR (signed in, service worker and device data kept, online, CPU ×${CPU_SLOWDOWN}, n=${r.app.n})`,
  `  cabinet ${WARM_PATH}: median ${ms(r.app.median)}, min ${ms(r.app.min)}, max ${ms(r.app.max)}`,
  `  floor   ${WARM_PATH}: median ${ms(r.floor.median)}, min ${ms(r.floor.min)}, max ${ms(r.floor.max)}`,
  `  ratio cabinet/floor (medians): ${r.ratio.toFixed(2)} (target ≤ ${WARM_TARGET}) ${r.ratio <= WARM_TARGET ? 'OK' : 'ABOVE TARGET'}`,
  `  cabinet usable (its own screen in the kept view's place): median ${ms(r.appReady.median)}, min ${ms(r.appReady.min)}, max ${ms(r.appReady.max)}; ratio to the floor's first QR ${r.readyRatio.toFixed(2)}`,
  `  cabinet /cards (first card QR; no floor counterpart): median ${ms(r.cards.median)}, min ${ms(r.cards.min)}, max ${ms(r.cards.max)}; usable ${ms(r.cardsReady.median)}`,
];
