// Developer tool: `npm run screenshots:manifest` (after `npm run build`) takes the install manifests'
// screenshots from the real app: each brand's orders screen, signed in as its demo customer, at a phone's
// and a desktop's size (SCREENSHOTS in brand-assets-plugin.ts), into public/brand/<id>/screenshots/. Run it
// when the orders screen's look changes, and commit the pictures.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium.ts';
import { BRANDS, type BrandId } from '../src/kernel/brand/brands.ts';
import { SCREENSHOTS } from './brand-assets-plugin.ts';

const HOSTS: Record<BrandId, { host: string; phone: string; city: string }> = {
  by: { host: 'localhost', phone: '+375291111111', city: 'minsk' },
  ge: { host: 'ge.localhost', phone: '+995555123456', city: 'tbilisi' },
  arena: { host: 'arena.localhost', phone: '+375291111111', city: 'minsk' },
};

const server = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_FILE: ':memory:' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<number>((resolve, reject) => {
  let out = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const found = /http:\/\/localhost:(\d+)/.exec(out);
    if (found) resolve(Number(found[1]));
  });
  server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
});

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const brand of Object.values(BRANDS)) {
    const { host, phone, city } = HOSTS[brand.id];
    for (const shot of SCREENSHOTS) {
      const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.scale });
      const res = await context.request.post(`http://127.0.0.1:${port}/api/v3/auth`, {
        headers: { Host: `${host}:${port}` },
        form: { phone, password: 'demo-pass', country: brand.phoneCountry, formToken: 'local-pass' },
      });
      const { token } = (await res.json()) as { token: string };
      const cookie = { domain: host, path: '/', expires: Math.floor(Date.now() / 1000) + 3600 };
      await context.addCookies([
        { ...cookie, name: 'token', value: token, secure: true, sameSite: 'None' },
        { ...cookie, name: 'city', value: city, sameSite: 'Lax' },
      ]);
      const page = await context.newPage();
      await page.goto(`http://${host}:${port}/tickets/actual`, { waitUntil: 'networkidle' });
      await page.locator('.order-card').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('main .skeleton').length === 0);
      const cdp = await context.newCDPSession(page);
      const { width, height } = shot.viewport;
      const { data } = await cdp.send('Page.captureScreenshot', {
        format: 'webp',
        quality: 80,
        clip: { x: 0, y: 0, width, height, scale: shot.scale },
      });
      const dir = join('public', 'brand', brand.id, 'screenshots');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, shot.file), Buffer.from(data, 'base64'));
      console.info(`${dir}/${shot.file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
