// @vitest-environment node
// The wallet buttons' short-lived links over HTTP (links.ts, GET /api/v3/wallet/links): each opens its one
// pass route, in its language, for LINK_TTL_S, while the session that asked for it lives; the download
// token opens no pass any more; refused links are limited per client, link asks per customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_ASKS_PER_CUSTOMER, LINK_FAILURES_PER_CLIENT } from '../api/wallet.ts';
import { issueToken, revokeToken, revokeUserTokens } from '../auth/tokens.ts';
import { NOW_S, rowsOf, startApp, type TestApp } from '../test-support.ts';
import { signedRoute, walletLink } from './links.test-support.ts';
import { LINK_TTL_S } from './links.ts';
import { testWallet } from './testing.ts';

const ANNA = 1;
const NINO = 4;
const TICKET_A = 'orders/1001/tickets/100101';

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ wallet: testWallet() });
});
afterAll(() => app.close());

const links = (token: string, query: string, host = 'localhost') =>
  app.get(`/api/v3/wallet/links?${query}`, { authorization: `Bearer ${token}`, host });

/** The same link on another path, or with its query changed. */
const moved = (link: string, path: string) => `${path}${link.slice(link.indexOf('?'))}`;
const withQuery = (link: string, change: (q: URLSearchParams) => void) => {
  const url = new URL(link, 'http://localhost');
  change(url.searchParams);
  return `${url.pathname}?${url.searchParams}`;
};

describe('the links endpoint', () => {
  it('answers a link per pass of her order and one for the order, each for its route and language', async () => {
    const token = issueToken(app.db, ANNA, NOW_S);
    const res = await links(token, 'vendor=apple&order=1001&lang=en');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ expiresIn: number; links: Record<string, string> }>();
    expect(body.expiresIn).toBe(LINK_TTL_S);
    expect(Object.keys(body.links)).toEqual(['ticket-100101', 'ticket-100102', 'order-1001']);
    expect(body.links['ticket-100101']).toMatch(
      /^\/api\/v3\/wallet\/apple\/orders\/1001\/tickets\/100101\?lang=en&link=\d+\.\d+\.[\w-]{43}$/,
    );
    expect(body.links['order-1001']).toMatch(/^\/api\/v3\/wallet\/apple\/orders\/1001\?lang=en&link=/);
    // Nothing of the download token, anywhere.
    const downloadToken = String(
      rowsOf(app.db).one('SELECT download_token FROM users WHERE id = 1').download_token,
    );
    expect(res.text).not.toContain(downloadToken);
    expect(res.text).not.toMatch(/[?&]t=/);
    // A train order and a card; Google's routes.
    const train = (await links(token, 'vendor=google&order=1007')).json<{ links: object }>();
    expect(Object.keys(train.links)).toEqual(['train-100701', 'train-100702', 'order-1007']);
    const card = (await links(token, 'vendor=apple&card=7700111122223333')).json<{ links: object }>();
    expect(Object.keys(card.links)).toEqual(['card-7700111122223333']);
  });

  it('refuses without a live session, for what is not hers, and a malformed ask', async () => {
    const token = issueToken(app.db, ANNA, NOW_S);
    expect((await app.get('/api/v3/wallet/links?vendor=apple&order=1001')).status).toBe(401);
    // Nino's order and a card of someone else answer as missing ones.
    const order = await links(token, 'vendor=apple&order=2001&lang=en');
    expect([order.status, order.json().errors]).toEqual([404, ['There is no such order.']]);
    const card = await links(token, 'vendor=apple&card=7700999988887777&lang=en');
    expect([card.status, card.json().errors]).toEqual([404, ['There is no such card in your account.']]);
    for (const query of [
      'vendor=samsung&order=1001',
      'vendor=apple',
      'vendor=apple&order=1001&card=7700111122223333',
    ])
      expect((await links(token, query)).status, query).toBe(422);
    revokeToken(app.db, token, NOW_S);
    expect((await links(token, 'vendor=apple&order=1001')).status).toBe(401);
  });
});

describe('a link', () => {
  it('opens its one pass and nothing else: not another ticket, order, bundle, vendor or language', async () => {
    const token = issueToken(app.db, ANNA, NOW_S);
    const a = await walletLink(app, token, 'apple', TICKET_A, { lang: 'en' });
    expect((await app.get(a)).status).toBe(200);
    const refused = async (link: string) => expect((await app.get(link)).status, link).toBe(401);
    // Said in the link's language, as every refusal of a pass.
    expect((await app.get(moved(a, '/api/v3/wallet/apple/orders/1001/tickets/100102'))).json()).toEqual({
      message: 'This wallet link has expired or is not valid. Tap the button in your account again.',
      errors: ['This wallet link has expired or is not valid. Tap the button in your account again.'],
    });
    await refused(moved(a, '/api/v3/wallet/apple/orders/1001/tickets/100102'));
    await refused(moved(a, '/api/v3/wallet/apple/orders/1002/tickets/100202'));
    await refused(moved(a, '/api/v3/wallet/apple/orders/1001'));
    await refused(moved(a, '/api/v3/wallet/google/orders/1001/tickets/100101'));
    await refused(moved(a, '/api/v3/wallet/apple/cards/7700111122223333'));
    await refused(withQuery(a, (q) => q.set('lang', 'ru')));
    await refused(withQuery(a, (q) => q.delete('lang')));
    // The bundle's link opens the bundle only.
    const all = await walletLink(app, token, 'apple', 'orders/1001', { lang: 'en' });
    await refused(moved(all, '/api/v3/wallet/apple/orders/1002'));
    await refused(moved(all, '/api/v3/wallet/apple/orders/1001/tickets/100101'));
    // Nor a document: those take the download token only.
    expect((await app.get(moved(a, '/api/v2/users/me/orders/1001/download'))).status).toBe(401);
  });

  it('signed by Nino for Anna’s ticket opens nothing: the pass is checked as hers at the route', async () => {
    const nino = issueToken(app.db, NINO, NOW_S);
    const forged = signedRoute(app.db, nino, `apple/${TICKET_A}`, { nowS: NOW_S });
    expect((await app.get(forged)).status).toBe(404);
  });

  it('a tampered signature, expiry or session is refused', async () => {
    const token = issueToken(app.db, ANNA, NOW_S);
    const a = await walletLink(app, token, 'apple', TICKET_A, { lang: 'en' });
    const link = new URL(a, 'http://localhost').searchParams.get('link') ?? '';
    const [session, expires, signature = ''] = link.split('.');
    const other = issueToken(app.db, ANNA, NOW_S);
    const otherSession = String(rowsOf(app.db).one('SELECT max(id) AS id FROM auth_tokens').id);
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const bad of [
      `${session}.${expires}.${flipped}`,
      `${session}.${Number(expires) + 60}.${signature}`,
      `${otherSession}.${expires}.${signature}`,
      `${session}.${expires}.${signature.slice(1)}`,
      `${session}.${expires}`,
      '',
    ])
      expect((await app.get(withQuery(a, (q) => q.set('link', bad)))).status, bad).toBe(401);
    expect((await app.get(a)).status).toBe(200);
    expect(other).not.toBe(token);
  });

  it('expires after LINK_TTL_S', async () => {
    const local = await startApp({ wallet: testWallet() });
    try {
      const token = issueToken(local.db, ANNA, NOW_S);
      const a = await walletLink(local, token, 'apple', TICKET_A);
      local.advance((LINK_TTL_S - 1) * 1000);
      expect((await local.get(a)).status).toBe(200);
      local.advance(1000);
      expect((await local.get(a)).status).toBe(401);
      // A fresh one works again.
      expect((await local.get(await walletLink(local, token, 'apple', TICKET_A))).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('ends with its session: signed out (the token revoked), or every session ended by a password reset', async () => {
    const token = issueToken(app.db, ANNA, NOW_S);
    const a = await walletLink(app, token, 'google', TICKET_A);
    const b = await walletLink(app, token, 'apple', 'orders/1001');
    expect((await app.get(a)).status).toBe(302);
    revokeToken(app.db, token, NOW_S);
    expect((await app.get(a)).status).toBe(401);
    expect((await app.get(b)).status).toBe(401);
    // Another of her sessions does not revive it.
    issueToken(app.db, ANNA, NOW_S);
    expect((await app.get(a)).status).toBe(401);

    const again = issueToken(app.db, ANNA, NOW_S);
    const c = await walletLink(app, again, 'apple', TICKET_A);
    expect((await app.get(c)).status).toBe(200);
    revokeUserTokens(app.db, ANNA, NOW_S);
    expect((await app.get(c)).status).toBe(401);
  });

  it('the download token opens no pass any more', async () => {
    const t = String(rowsOf(app.db).one('SELECT download_token FROM users WHERE id = 1').download_token);
    expect((await app.get(`/api/v3/wallet/apple/${TICKET_A}?t=${t}&lang=en`)).status).toBe(401);
    expect((await app.get(`/api/v3/wallet/google/orders/1001?t=${t}`)).status).toBe(401);
  });
});

describe('limits', () => {
  it('a client trying links is stopped at its own address; the owner elsewhere is not', async () => {
    const local = await startApp({ wallet: testWallet() });
    try {
      const token = issueToken(local.db, ANNA, NOW_S);
      const a = await walletLink(local, token, 'google', TICKET_A);
      const guess = withQuery(a, (q) => q.set('link', `1.${NOW_S + 60}.${'A'.repeat(43)}`));
      for (let i = 0; i < LINK_FAILURES_PER_CLIENT; i++)
        expect((await local.call('GET', guess, { from: '127.0.0.2' })).status).toBe(401);
      const stopped = await local.call('GET', a, { from: '127.0.0.2', headers: { 'accept-language': 'ru' } });
      expect(stopped.status).toBe(429);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
      expect(stopped.json().message).toMatch(/^Слишком много неверных попыток/);
      // The owner, from her own address, gets her pass; good links give their count back.
      for (let i = 0; i < LINK_FAILURES_PER_CLIENT + 5; i++) expect((await local.get(a)).status).toBe(302);
    } finally {
      await local.close();
    }
  }, 60_000);

  it(`a customer asks for at most ${LINK_ASKS_PER_CUSTOMER} sets of links in 10 minutes`, async () => {
    const local = await startApp({ wallet: testWallet() });
    try {
      const token = issueToken(local.db, ANNA, NOW_S);
      const ask = () =>
        local.get('/api/v3/wallet/links?vendor=apple&card=7700111122223333', {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
        });
      for (let i = 0; i < LINK_ASKS_PER_CUSTOMER; i++) expect((await ask()).status).toBe(200);
      const stopped = await ask();
      expect(stopped.status).toBe(429);
      expect(stopped.json().message).toMatch(/^Too many requests/);
      // Nino is not held up by Anna's asks.
      const nino = issueToken(local.db, NINO, NOW_S);
      const hers = await local.get('/api/v3/wallet/links?vendor=apple&order=2001', {
        authorization: `Bearer ${nino}`,
        host: 'ge.localhost',
      });
      expect(hers.status).toBe(200);
      local.advance(10 * 60 * 1000);
      expect((await ask()).status).toBe(200);
    } finally {
      await local.close();
    }
  }, 60_000);
});
