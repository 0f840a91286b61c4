// Going offline in a test the way a phone does: every request fails (the service worker's too) and the
// page knows it (`navigator.onLine === false`, the `offline` event). `context.setOffline(true)` does the
// first, and tells pages that are already open; but a document loaded after it (a reload, a new page)
// starts with `navigator.onLine === true` in Chromium 150 from Debian, even with the DevTools network
// emulation on (Chromium 156 reported false after a reload). No phone without a network says true, and
// the app's offline start reads that flag first (the gate start). So while the context is offline every
// new document is also given `navigator.onLine === false` by an init script; going online again adds a
// later init script that takes it back, and the open pages get the real flag and the `online` event.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

// One DevTools session per page: each session keeps its own network emulation, so going online through
// a second session would leave the first one's `offline: true` in force (requests kept failing).
const sessions = new WeakMap<Page, Promise<CDPSession>>();
const sessionOf = (page: Page): Promise<CDPSession> => {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('Network.enable');
        return cdp;
      });
    sessions.set(page, session);
  }
  return session;
};

const emulate = async (page: Page, offline: boolean): Promise<void> => {
  if (page.isClosed()) return;
  const cdp = await sessionOf(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
};

/** Makes documents loaded from now on report `onLine` as `offline` says (init scripts run in order). */
const reportOnLine = async (context: BrowserContext, online: boolean): Promise<void> => {
  await context.addInitScript((on: boolean) => {
    if (on) Reflect.deleteProperty(navigator, 'onLine');
    else Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  }, online);
};

/** Takes the whole context (its pages, their service worker) off the network. */
export const goOffline = async (context: BrowserContext): Promise<void> => {
  await reportOnLine(context, false);
  await context.setOffline(true);
  await Promise.all(context.pages().map((page) => emulate(page, true)));
};

/**
 * Puts the context back on the network. Our own DevTools emulation is lifted first, so that when the
 * context's `online` event reaches the app, its requests already go out. A page loaded while offline was
 * told `onLine === false` by the init script; Chromium 150 never thought it offline, so it sends no
 * `online` event there: the page gets the real flag back and the event, as a phone does.
 */
export const goOnline = async (context: BrowserContext): Promise<void> => {
  await reportOnLine(context, true);
  const pages = context.pages().filter((page) => !page.isClosed());
  await Promise.all(pages.map((page) => emulate(page, false)));
  await context.setOffline(false);
  await Promise.all(
    pages.map((page) =>
      page
        .evaluate(() => {
          if (!Object.getOwnPropertyDescriptor(navigator, 'onLine')) return;
          Reflect.deleteProperty(navigator, 'onLine');
          window.dispatchEvent(new Event('online'));
        })
        .catch(() => undefined),
    ),
  );
};
