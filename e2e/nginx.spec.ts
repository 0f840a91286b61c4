// The production hosting config, for real: nginx runs the config generated from
// deploy/hosting.ts (local mode, deploy/nginx-instance.ts), serving this build's dist/ and proxying the
// platform's paths to a private reference server, which trusts nginx's forwarding headers (TRUST_PROXY).
// The security headers of the real build; behind a load balancer (e2e/balancer.ts, named to nginx as
// REAL_IP_FROM names it), one client's wrong codes never block another client's sign-in; then a short
// journey through nginx only: sign in through the dialog, the orders list, no
// network (server stopped too), and a cold start shows the next ticket's QR. deploy/nginx.test.ts compares nginx's answers with
// the reference server's header by header. Skipped with a message when nginx is not installed, except in
// CI (`CI` set), where that fails.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '../deploy/hosting.ts';
import { type NginxInstance, nginxMissing, startNginx } from '../deploy/nginx-instance.ts';
import { type Balancer, startBalancer } from './balancer.ts';
import { type IsolatedServer, startIsolatedServer } from './isolated-server.ts';
import { gateView } from './models/gateView.ts';
import { signInDialog } from './models/signInDialog.ts';
import { goOffline } from './network.ts';
import { orderCard, visitOnline } from './offline-support.ts';
import { cityCookie, PHONE } from './support.ts';

const missing = nginxMissing();
test.skip(missing !== null && !process.env.CI, missing ?? '');
test.describe.configure({ mode: 'serial' });

let server: IsolatedServer | undefined;
let nginx: NginxInstance | undefined;
let balancer: Balancer | undefined;
const home = () => `http://localhost:${nginx?.port}`;
/** The balancer's own address, as nginx sees it: another machine's. */
const BALANCER = '127.0.0.9';

test.beforeAll(async () => {
  // nginx reaches the server from 127.0.0.1: its X-Forwarded-For / X-Real-IP name the client there.
  // The server is told about nginx only, as the README says; nginx about the balancer.
  server = await startIsolatedServer({ TRUST_PROXY: '127.0.0.1' });
  nginx = await startNginx({ distDir: 'dist', upstreamPort: server.port, realIpFrom: [BALANCER] });
  balancer = await startBalancer({ target: nginx.port, from: BALANCER });
});
test.afterAll(async () => {
  await balancer?.stop();
  await nginx?.stop();
  await server?.stop();
});

test('the real build through nginx: security headers, caching, precompressed files, no shell for /api/', async ({
  request,
}) => {
  const shell = await request.get(`${home()}/tickets/actual`, { headers: { 'accept-encoding': 'br' } });
  expect(shell.status()).toBe(200);
  const h = shell.headers();
  expect(h['content-security-policy']).toBe(contentSecurityPolicy('localhost'));
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(h['cache-control']).toBe('no-cache');
  expect(h['x-frame-options']).toBeUndefined();
  if (nginx?.brotli || process.env.CI) expect(h['content-encoding']).toBe('br');
  expect(await shell.text()).toContain('<div id="root">');

  for (const path of ['/sw.js', '/manifest-by.webmanifest'])
    expect((await request.get(`${home()}${path}`)).headers()['cache-control'], path).toBe('no-cache');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1] ?? '';
  expect(script).not.toBe('');
  const asset = await request.get(`${home()}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');

  const api = await request.get(`${home()}/api/v9/none`);
  expect(api.status()).toBe(404);
  expect(api.headers()['x-frame-options']).toBe('DENY');
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
  expect(await api.json()).toMatchObject({ message: expect.any(String) });
  expect((await request.get(`${home()}/assets/missing.js`)).status()).toBe(404);
});

/**
 * A sign-in form posted through the balancer from the loopback address `from` (another client per
 * address), optionally with an X-Forwarded-For of the client's own making.
 */
const signInThroughBalancer = (from: string, fields: Record<string, string>, forged?: string) =>
  new Promise<number>((resolve, reject) => {
    const body = new URLSearchParams({ country: 'BY', formToken: 'human-ok', ...fields }).toString();
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: balancer?.port,
        localAddress: from,
        method: 'POST',
        path: '/api/v3/auth',
        headers: {
          host: `localhost:${nginx?.port}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(forged ? { 'x-forwarded-for': forged } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/** A new customer's code step with a wrong code: a failure counted for the client. */
const wrongCode = (i: number) => ({
  phone: `37529${7200000 + i}`,
  sms_code: '0000',
  password: 'secret1',
  password_confirm: 'secret1',
});

test('behind a balancer, one client’s 25 wrong codes lock that client alone', async () => {
  // Wrong codes for 25 new numbers from one client: 20 are its per-client limit, then 429 for it alone.
  const answers: number[] = [];
  for (let i = 0; i < 25; i++) answers.push(await signInThroughBalancer('127.0.0.2', wrongCode(i)));
  expect(answers).toEqual([...Array(20).fill(422), ...Array(5).fill(429)]);
  // Writing another address in X-Forwarded-For does not get it out: the balancer adds the real one.
  expect(await signInThroughBalancer('127.0.0.2', wrongCode(30), '127.0.0.77')).toBe(429);
  // Another customer on another device, through the same balancer and nginx: her right password signs
  // her in, even when her X-Forwarded-For names the locked client.
  expect(await signInThroughBalancer('127.0.0.3', { phone: '375291111111', password: 'demo-pass' })).toBe(
    200,
  );
  expect(
    await signInThroughBalancer('127.0.0.4', { phone: '375291111111', password: 'demo-pass' }, '127.0.0.2'),
  ).toBe(200);
  // nginx logs the clients, not the balancer (a line is written after its answer has left: wait for it).
  const loggedClients = () =>
    (nginx?.accessLog() ?? '')
      .split('\n')
      .filter((line) => line.includes('/api/v3/auth'))
      .map((line) => line.split(' ')[0]);
  await expect.poll(loggedClients).toEqual([...Array(26).fill('127.0.0.2'), '127.0.0.3', '127.0.0.4']);
});

test('sign in, the orders, then no network: a cold start shows the next ticket’s QR', async ({
  context,
  page,
}) => {
  // Installing the service worker (~1 MB precache) on a busy machine takes a good part of 30 s.
  test.setTimeout(120_000);
  await context.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
  await page.setViewportSize(PHONE);
  // A returning visitor has chosen a city before (the city question is header.spec's).
  await context.addCookies([cityCookie('localhost', 'minsk')]);

  // Signing in through the dialog: the form POST goes through nginx's /api/ proxy.
  await page.goto(`${home()}/tickets/actual`);
  const dialog = signInDialog(page);
  await dialog.getByLabel('Phone number').fill('+375 29 111-11-11');
  await dialog.getByLabel('I accept the terms of use').check();
  await dialog.getByLabel('I consent to the processing of my personal data').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('demo-pass');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(orderCard(page, 1001)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The orders list, under the service worker, with the kept set kept.
  await visitOnline(page, home(), { timeout: 30_000 });
  await expect(orderCard(page, 1002)).toBeVisible();

  // No network, and nothing behind nginx either; then a cold start (a new page).
  await goOffline(context);
  await server?.stop();
  await page.close();
  const cold = await context.newPage();
  await cold.goto(`${home()}/tickets/actual`);
  const gate = gateView(cold);
  await expect(gate).toHaveCount(1, { timeout: 20_000 });
  // The app's gate view has taken over from the plain one (e2e/gate-start.spec.ts): its QR stays put.
  await expect(cold.getByTestId('gate-start')).toHaveCount(0);
  await expect(gate.getByRole('button', { name: 'Close' })).toBeFocused();
  const qr = gate.getByRole('img', { name: /QR code of/ });
  await expect(qr).toBeVisible();
  const png = PNG.sync.read(await qr.screenshot());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '').not.toBe('');
});
