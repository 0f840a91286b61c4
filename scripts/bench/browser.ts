// System Chromium for the benchmarks, quiet on a closed network (toolchain guide), and the demo sign-in.

import { chmod, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/chromium.ts';

export const PHONE = { width: 390, height: 844 } as const;

/**
 * The browser binary the benchmarks launch. `BENCH_NICE=-10`: Chromium runs at that scheduling priority
 * (a negative one needs root), and the bench's servers too (server.ts), so that on a machine shared with
 * other work the measured tasks are preempted less — nearer a quiet machine's figures. Both sides of a
 * comparison get the same.
 */
export const chromiumBinary = async (): Promise<string> => {
  const nice = Number(process.env.BENCH_NICE);
  if (!Number.isInteger(nice) || nice === 0) return CHROMIUM;
  const wrapper = join(tmpdir(), `cabinet-chromium-nice${nice}.sh`);
  await writeFile(wrapper, `#!/bin/sh\nexec nice -n ${nice} ${CHROMIUM} "$@"\n`);
  await chmod(wrapper, 0o755);
  return wrapper;
};

const ANNA = { phone: '+375291111111', password: 'demo-pass' } as const;

export const launchBrowser = async (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: await chromiumBinary(), args: [...CHROMIUM_FLAGS, ...extraArgs] });

export type SessionCookies = { token: string; username: string; avatar: string };

export type Account = { phone: string; password: string };

/** Signs in through the real auth endpoint, the way the e2e suite does (e2e/support.ts). */
export const signIn = async (
  context: BrowserContext,
  port: number,
  account: Account = ANNA,
): Promise<SessionCookies> => {
  const res = await context.request.post(`http://127.0.0.1:${port}/api/v3/auth`, {
    headers: { Host: `localhost:${port}` },
    form: { phone: account.phone, password: account.password, country: 'BY', formToken: 'bench' },
  });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { avatar?: string; username?: string } };
  const session = {
    token: body.token,
    username: encodeURIComponent(body.user.username ?? ''),
    avatar: body.user.avatar ?? '',
  };
  await context.addCookies(sessionCookies('localhost', session));
  return session;
};

/** The cookies the app writes on sign-in (Secure, SameSite=None), plus a chosen city. */
export const sessionCookies = (domain: string, s: SessionCookies) => {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain,
    path: '/',
    secure: true,
    sameSite: 'None' as const,
    expires,
  });
  return [
    cookie('token', s.token),
    cookie('avatar', s.avatar),
    cookie('username', s.username),
    { name: 'city', value: 'minsk', domain, path: '/', sameSite: 'Lax' as const, expires },
  ];
};

/** Slows the page's CPU `rate` times (DevTools protocol), like a mid-range phone. */
export const throttleCpu = async (page: Page, rate: number): Promise<CDPSession> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
};

/**
 * The page's network is gone, as on a phone with no signal: requests fail and `navigator.onLine` is
 * false. `context.setOffline(true)` does the first for every page, but a page opened after it still
 * starts with `navigator.onLine === true` in this Chromium (only a reload of an existing page sees
 * false), which no real offline phone does; so each fresh page is told over the DevTools protocol too.
 */
export const emulateOffline = async (cdp: CDPSession): Promise<void> => {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
};

/**
 * Resolves with the start time (ms from navigation start) of the performance mark `name`, set by the
 * page. One observer, no polling: polling would compete with the throttled page for its CPU.
 */
export const waitForMark = (page: Page, name: string, timeoutMs = 60_000): Promise<number> =>
  page.evaluate(
    ([mark, ms]) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no performance mark "${mark}" within ${ms} ms`)),
          ms,
        );
        new PerformanceObserver((list, observer) => {
          const found = list.getEntriesByName(mark)[0];
          if (found) {
            clearTimeout(timer);
            observer.disconnect();
            resolve(found.startTime);
          }
        }).observe({ type: 'mark', buffered: true });
      }),
    [name, timeoutMs] as const,
  );

/** How many rows the app's device store holds (IndexedDB `cabinet-offline`, table orderPages). */
export const storedOrderPages = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('cabinet-offline');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('orderPages')) return resolve(0);
          const req = db.transaction('orderPages').objectStore('orderPages').count();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => resolve(0);
        };
      }),
  );

/**
 * The real online visit of /tickets/actual: the app installs its service worker (it controls the
 * pages loaded after it), and the background sync fills the device store ("Saved on this device").
 */
export const visitOnline = async (page: Page, url: string, minStoredPages = 1): Promise<void> => {
  const long = { timeout: 180_000 };
  page.setDefaultTimeout(long.timeout);
  page.setDefaultNavigationTimeout(long.timeout);
  // Not until `load`: with hundreds of orders the images keep a page loading for a long time.
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('article.order-card').first().waitFor(long);
  await page.waitForFunction(
    () => navigator.serviceWorker.ready.then((r) => r.active !== null),
    undefined,
    long,
  );
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, long);
  await page.locator('[data-testid="last-synced"][data-state="saved"]').waitFor(long);
  for (let i = 0; (await storedOrderPages(page)) < minStoredPages; i += 1) {
    if (i > 600) throw new Error('the device store did not fill after the online visit');
    await page.waitForTimeout(100);
  }
};

/** Whether the app has kept the first screen of `path` for the start view (src/start/view/). */
const hasStartView = (page: Page, path: string): Promise<boolean> =>
  page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('cabinet-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshots')) return resolve(false);
          const req = db.transaction('snapshots').objectStore('snapshots').getAll();
          req.onsuccess = () => resolve(req.result.some((row: { key?: string }) => row.key === key));
          req.onerror = () => resolve(false);
        };
      }),
    `start-view:${path}`,
  );

/** Waits (up to a minute) until the app has kept the first screen of `path`. */
export const waitForStartView = async (page: Page, path: string): Promise<void> => {
  for (let i = 0; !(await hasStartView(page, path)); i += 1) {
    if (i > 600) throw new Error(`the app did not keep the start view of ${path}`);
    await page.waitForTimeout(100);
  }
};

/**
 * When the app was usable: the `app-ready` mark once it took the start view's place, or the first QR
 * when no start view was painted (then the app itself drew it).
 */
export const appReadyAt = async (page: Page, qrAt: number): Promise<number> => {
  const pending = await page.evaluate(
    () =>
      document.getElementById('start-view') !== null || performance.getEntriesByName('app-ready').length > 0,
  );
  return pending ? waitForMark(page, 'app-ready') : qrAt;
};
