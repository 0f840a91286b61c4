// A real human-verification provider end to end, behind the generated nginx config: a stand-in provider on
// an origin of its own (e2e/human-check-provider.ts) whose script renders its widget in a frame; the
// cabinet built for it and the nginx config generated from the same variables (its CSP admits exactly the
// provider's origin); the reference server checks each token at the provider's verify URL with the secret.
// Signing in through it raises no CSP violation, in any frame. And a plain build served on a host that is
// not local says sign-in is not configured instead of sending the always-pass stand-in token.
// The provider listens on E2E_PORT + 5 (+ the worker's parallel index): the build names its origin, so
// a fixed port lets the build be made once and kept (node_modules/.cache).
import { expect, test } from '@playwright/test';
import { type NginxInstance, nginxMissing, startNginx } from '../deploy/nginx-instance.ts';
import { humanCheckOrigins } from '../src/kernel/brand/humanCheckProvider.ts';
import {
  buildWith,
  providerEnv,
  SECRET,
  type StandInProvider,
  startProvider,
  WIDGET_TITLE,
} from './human-check-provider.ts';
import { type IsolatedServer, startIsolatedServer } from './isolated-server.ts';
import { signInDialog } from './models/signInDialog.ts';
import { orderCard } from './offline-support.ts';
import { cityCookie, PHONE, port, snap } from './support.ts';

const missing = nginxMissing();
test.skip(missing !== null && !process.env.CI, missing ?? '');
test.describe.configure({ mode: 'serial' });

let provider: StandInProvider | undefined;
let server: IsolatedServer | undefined;
let nginx: NginxInstance | undefined;
const home = () => `http://localhost:${nginx?.port}`;
// The reference server listens on a second loopback address: a host that is not a local one to the app.
const NOT_LOCAL = '127.0.0.2';

test.beforeAll(async () => {
  // The build (when not kept from an earlier run) takes 10–30 s on this machine.
  test.setTimeout(180_000);
  const providerPort = port + 5 + test.info().parallelIndex;
  provider = await startProvider(providerPort);
  // One input: the build's variables, from which the nginx config's CSP is generated too.
  const env = providerEnv(provider.origin);
  const dist = buildWith(env);
  server = await startIsolatedServer({
    HOST: NOT_LOCAL,
    // nginx reaches it from 127.0.0.1; the server checks each token where the provider says.
    TRUST_PROXY: '127.0.0.1',
    CAPTCHA_VERIFY_URL: `http://127.0.0.1:${providerPort}/siteverify`,
    CAPTCHA_SECRET: SECRET,
  });
  nginx = await startNginx({
    distDir: dist,
    upstreamHost: NOT_LOCAL,
    upstreamPort: server.port,
    humanCheck: humanCheckOrigins(env),
  });
});
test.afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
  await provider?.stop();
});

test('signs in through a provider on another origin behind nginx, with no CSP violation in any frame', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  // Every frame reports its violations (the provider's widget included); the console says them too.
  const violations: string[] = [];
  await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      Reflect.get(window, 'reportViolation')(`${e.violatedDirective} ${e.blockedURI} in ${e.documentURI}`),
    ),
  );
  page.on('console', (message) => {
    if (/Content Security Policy|violates/i.test(message.text())) violations.push(message.text());
  });
  const formTokens: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v3/auth'))
      formTokens.push(new URLSearchParams(request.postData() ?? '').get('formToken') ?? '');
  });
  await context.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
  await context.addCookies([cityCookie('localhost', 'minsk')]);
  await page.setViewportSize(PHONE);

  const policy = (await page.goto(`${home()}/tickets/actual`))?.headers()['content-security-policy'] ?? '';
  for (const directive of ['script-src', 'frame-src', 'connect-src'])
    expect(policy).toMatch(new RegExp(`${directive} [^;]*${provider?.origin}`));

  const dialog = signInDialog(page);
  // The provider's widget, in its frame, once the dialog has loaded its script.
  const widget = page.frameLocator(`iframe[title="${WIDGET_TITLE}"]`);
  await expect(widget.getByText('Protected by the stand-in check')).toBeVisible();
  await dialog.getByLabel('Phone number').fill('+375 29 111-11-11');
  await dialog.getByLabel('I accept the terms of use').check();
  await dialog.getByLabel('I consent to the processing of my personal data').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('demo-pass');
  await snap(page, 'human-check-provider-phone');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(orderCard(page, 1001)).toBeVisible({ timeout: 20_000 });

  // Two calls, each with a fresh token of the provider's, each checked by the server with the secret.
  expect(formTokens).toHaveLength(2);
  expect(formTokens).not.toContain('local-pass');
  const checked = provider?.verified().filter((v) => formTokens.includes(v.token)) ?? [];
  expect(checked.map((v) => v.success)).toEqual([true, true]);
  // The page loaded the script and called the provider's origin; nobody else did.
  const paths = provider?.requests().map((r) => r.path) ?? [];
  expect(paths).toEqual(expect.arrayContaining(['/api.js', '/siteconfig', '/widget.html', '/token']));
  expect(violations).toEqual([]);

  // A token is good once; the stand-in token is no token here.
  for (const formToken of [formTokens[0] ?? '', 'local-pass']) {
    const again = await page.request.post(`${home()}/api/v3/auth`, {
      form: { phone: '375291111111', country: 'BY', formToken },
    });
    expect(again.status(), formToken).toBe(422);
    expect((await again.json()).errors).toHaveProperty('formToken');
  }
});

test('a provider out of reach: the same step says the check did not work, and nothing is sent', async ({
  context,
  page,
}) => {
  await context.route(`${provider?.origin}/**`, (route) => route.abort('connectionrefused'));
  const auth: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v3/auth')) auth.push(request.url());
  });
  await context.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
  await context.addCookies([cityCookie('localhost', 'minsk')]);
  await page.goto(`${home()}/tickets/actual`);
  const dialog = signInDialog(page);
  await dialog.getByLabel('Phone number').fill('+375 29 111-11-11');
  await dialog.getByLabel('I accept the terms of use').check();
  await dialog.getByLabel('I consent to the processing of my personal data').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Was the banned screen ("Signing in with this number is not possible").
  await expect(dialog.getByRole('alert')).toHaveText(
    'The check that you are not a robot did not work. Check the connection and try again.',
  );
  await expect(dialog.getByLabel('Phone number')).toBeVisible();
  expect(auth).toEqual([]);
});

test('a plain build on a host that is not local says sign-in is not configured, and sends nothing', async ({
  context,
  page,
}) => {
  // `dist/` (built with no provider) as copied to a server: the reference server on a host of its own.
  const plain = `http://${NOT_LOCAL}:${server?.port}`;
  // A plain build on an unknown host calls the Belarusian brand's production API and sites: none here.
  await context.route(/^https:/, (route) => route.abort());
  const auth: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth')) auth.push(request.url());
  });
  await context.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
  await page.setViewportSize(PHONE);
  await page.goto(`${plain}/tickets/actual`);
  const dialog = signInDialog(page);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sign-in is not configured on this site yet. Please contact support.',
  );
  await expect(dialog.getByRole('link', { name: 'support@kvitok.by' })).toBeVisible();
  await expect(dialog.getByLabel('Phone number')).toHaveCount(0);
  await snap(page, 'human-check-not-configured-phone');
  // In the brand's own language too.
  await page.evaluate(() => localStorage.setItem('cabinet.lang', 'ru'));
  await context.addInitScript(() => localStorage.setItem('cabinet.lang', 'ru'));
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'Вход на этом сайте ещё не настроен. Обратитесь в службу поддержки.',
  );
  expect(auth).toEqual([]);
});
