import { expect, test } from '@playwright/test';
import { BRAND_IDS } from '../src/kernel/brand/brands.ts';
import { reloadUnderWorker } from './offline-support.ts';
import { type BrandHost, origin } from './support.ts';

const NAMES: Record<BrandHost, string> = {
  localhost: 'Kvitok',
  'ge.localhost': 'Bileti',
  'arena.localhost': 'Arena Pass',
};

for (const host of Object.keys(NAMES) as BrandHost[]) {
  test(`installs as its own brand on ${host}`, async ({ page }) => {
    await page.goto(origin(host));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toMatch(new RegExp(`^/manifest-(${BRAND_IDS.join('|')})\\.webmanifest$`));
    // The tab's icon is the brand's too, set with the manifest (index.html names none: no request on the
    // start's path).
    const brandId = href?.replace(/^\/manifest-|\.webmanifest$/g, '');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `/brand/${brandId}/favicon.svg`);
    // Fetched by the page itself: Node cannot resolve *.localhost, Chromium can.
    const fetchHead = (url: string) =>
      page.evaluate(async (u) => {
        const r = await fetch(u);
        return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
      }, url);
    const res = await fetchHead(href ?? '');
    expect(res.type).toContain('application/manifest+json');
    const manifest = JSON.parse(res.text) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: NAMES[host],
      start_url: '/tickets/actual',
      display: 'standalone',
    });
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const img = await fetchHead(icon.src);
      expect(img.status).toBe(200);
      expect(img.type).toBe('image/png');
    }
  });
}

test('the service worker takes control and is served uncached', async ({ page }) => {
  await page.goto(origin());
  await reloadUnderWorker(page);
  const sw = await page.request.get(`${origin()}/sw.js`);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});
