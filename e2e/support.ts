import { type BrowserContext, expect, type Page } from '@playwright/test';
import { DIALOG_MARK } from '../src/lib/dialogMark.ts';

export type BrandHost = 'localhost' | 'ge.localhost' | 'arena.localhost';

export const port = Number(process.env.E2E_PORT ?? 8181);
// A server with its own demo database (playwright.config.ts) for the order actions, which change data
// other tests read; other such journeys start a private server (isolated-server.ts).
export const isolatedPort = port + 2;
export const origin = (host: BrandHost = 'localhost', p = port) => `http://${host}:${p}`;

export const ANNA = { phone: '+375291111111', password: 'demo-pass' } as const;
export const NINO = { phone: '+995555123456', password: 'demo-pass' } as const;

/**
 * A cookie as the app writes it (Secure, SameSite=None). Given by domain, not URL: Playwright drops
 * Secure cookies given with an http:// URL, while Chromium itself accepts them on *.localhost.
 */
export const authCookie = (host: BrandHost, name: string, value: string) => ({
  name,
  value,
  domain: host,
  path: '/',
  secure: true,
  sameSite: 'None' as const,
  expires: Math.floor(Date.now() / 1000) + 3600,
});

/** Signs in through the real auth endpoint and stores the session cookies the way the app does. */
export const signInByCookie = async (
  context: BrowserContext,
  account: { phone: string; password: string },
  host: BrandHost = 'localhost',
  p = port,
): Promise<string> => {
  // Node cannot resolve *.localhost; the Host header tells the server which brand is asking.
  const res = await context.request.post(`http://127.0.0.1:${p}/api/v3/auth`, {
    headers: { Host: `${host}:${p}` },
    form: { phone: account.phone, password: account.password, country: 'BY', formToken: 'e2e' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token: string; user: { avatar?: string; username?: string } };
  await context.addCookies([
    authCookie(host, 'token', body.token),
    authCookie(host, 'avatar', body.user.avatar ?? ''),
    authCookie(host, 'username', encodeURIComponent(body.user.username ?? '')),
    // A signed-in customer has chosen a city before; the header's city question is tested on its own.
    cityCookie(host, host === 'ge.localhost' ? 'tbilisi' : 'minsk'),
  ]);
  return body.token;
};

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Full-page screenshots land in test-results/screenshots (looked at by a person, not compared). */
export const snap = async (page: Page, name: string) => {
  await page.screenshot({
    path: `test-results/screenshots/${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
};

/** The city cookie of a visitor who already chose a city, so the city question does not cover a test's page. */
export const cityCookie = (host: BrandHost, city: string) => ({
  name: 'city',
  value: city,
  domain: host,
  path: '/',
  sameSite: 'Lax' as const,
  expires: Math.floor(Date.now() / 1000) + 3600,
});

/**
 * Changes the session's cookies under an open page of the cabinet, as an expiring cookie or the main
 * site does, and waits for what the product does then: the page's session watcher reloads it by itself
 * under the new session (docs/decisions-offline.md, "Several tabs on one device"). A test reloading or
 * navigating at that moment would race the page's own reload (net::ERR_ABORTED).
 */
export const sessionChangesUnder = async (page: Page, change: () => Promise<unknown>): Promise<void> => {
  const reloaded = page.waitForEvent('load');
  await change();
  await reloaded;
};

/**
 * Changes the session's cookies while no page of the cabinet is open (the app closed), so the next
 * visit is a cold start under the new session: an open page would reload by itself first
 * (`sessionChangesUnder`), a start in between that a test may not want.
 */
export const sessionChangesClosed = async (page: Page, change: () => Promise<unknown>): Promise<void> => {
  await page.goto('about:blank');
  await change();
};

/**
 * Waits until a closed dialog has taken its history entry back (src/lib/dialogHistory.ts does it a
 * task after closing): a test navigating in that moment would have its navigation cancelled by the
 * page's own Back (net::ERR_ABORTED), which a person typing an address never meets.
 */
export const dialogEntryGone = (page: Page): Promise<unknown> =>
  page.waitForFunction((mark) => {
    const state: unknown = history.state;
    return typeof state !== 'object' || state === null || !(mark in state);
  }, DIALOG_MARK);
