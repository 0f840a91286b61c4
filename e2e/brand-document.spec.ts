// Before the app's code has arrived (about 2 s on a slow network), the page already is its host's brand:
// the HTML document itself carries the brand's title, language, theme colour and manifest, and a language
// the customer chose on this device is the page's from the first paint (deploy/documents.ts). Every
// script is held back here, so nothing of the app runs; the service worker's navigation fallback serves
// the same document, offline included.
import { expect, type Page, type Route, test } from '@playwright/test';
import { reloadUnderWorker } from './offline-support.ts';
import { type BrandHost, origin } from './support.ts';

const DOCUMENTS: Record<BrandHost, { title: string; lang: string; theme: string; manifest: string }> = {
  localhost: { title: 'Kvitok', lang: 'ru', theme: '#c8102e', manifest: '/manifest-by.webmanifest' },
  'ge.localhost': { title: 'Bileti', lang: 'ka', theme: '#0b6e4f', manifest: '/manifest-ge.webmanifest' },
  'arena.localhost': {
    title: 'Arena Pass',
    lang: 'ru',
    theme: '#4f2bb8',
    manifest: '/manifest-arena.webmanifest',
  },
};

/** Holds every script request until the test ends: the document is parsed, no code of the app runs. */
const holdScripts = async (page: Page): Promise<() => Promise<void>> => {
  const held: Route[] = [];
  await page.route(/\.js(\?|$)/, (route) => {
    held.push(route);
  });
  return async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(held.map((route) => route.abort().catch(() => {})));
  };
};

/** What the parsed document says, and whether any of the app has run. */
const documentFacts = (page: Page) =>
  page.evaluate(() => ({
    parsed: document.readyState !== 'loading',
    title: document.title,
    lang: document.documentElement.lang,
    theme: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    appRan:
      document.documentElement.dataset.brand !== undefined || !!document.getElementById('root')?.firstChild,
  }));

for (const host of ['ge.localhost', 'arena.localhost', 'localhost'] as const) {
  test(`the document is the brand's before the app runs (${host})`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`${origin(host)}/tickets/actual`, { waitUntil: 'commit' });
    await expect.poll(() => documentFacts(page)).toEqual({ parsed: true, ...DOCUMENTS[host], appRan: false });
    await release();
  });
}

test('a language chosen on this device is the page’s before the app runs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
  const release = await holdScripts(page);
  await page.goto(`${origin('ge.localhost')}/tickets/actual`, { waitUntil: 'commit' });
  await expect.poll(() => documentFacts(page)).toMatchObject({ parsed: true, title: 'Bileti', lang: 'en' });
  await release();
});

test('a stored value that is no language of ours leaves the brand’s', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'constructor'));
  const release = await holdScripts(page);
  await page.goto(origin('ge.localhost'), { waitUntil: 'commit' });
  await expect.poll(() => documentFacts(page)).toMatchObject({ parsed: true, lang: 'ka', appRan: false });
  await release();
});

test('the service worker serves the brand’s document, offline too', async ({ page, context }) => {
  const home = origin('ge.localhost');
  await page.goto(home);
  await reloadUnderWorker(page);
  await context.setOffline(true);
  const response = await page.goto(`${home}/tickets/used`, { waitUntil: 'commit' });
  expect(response?.fromServiceWorker()).toBe(true);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="ka">');
  expect(html).toContain('<title>Bileti</title>');
  expect(html).toContain('<meta name="theme-color" content="#0b6e4f" />');
  expect(html).toContain('<link rel="manifest" href="/manifest-ge.webmanifest" />');
  await context.setOffline(false);
});
