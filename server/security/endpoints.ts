// Test support for the security suites (authz.test.ts, fuzz.test.ts): every registered API route with
// a request that is valid for Anna on a freshly seeded database, and the kind of customer data its ids
// point at. Both suites fail when a route registered in server/api/routes.ts is missing here, so a new
// endpoint cannot be forgotten.
import { constants, createHash, createPublicKey, publicEncrypt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { cardKeys } from '../api/cards.ts';
import { registerApi } from '../api/routes.ts';
import { RouteTable } from '../api/table.ts';
import type { AppOptions } from '../app.ts';
import { issueToken } from '../auth/tokens.ts';
import { type Answer, NOW_S, type TestApp } from '../test-support.ts';
import { signedRoute } from '../wallet/links.test-support.ts';
import { TEST_PASS_TYPE_ID, testWallet } from '../wallet/testing.ts';

export const ANNA_ID = 1;
export const NINO_ID = 4;

/**
 * How a request proves who is asking. `pass`: Apple's devices, with the customer's first wallet pass's
 * token (`Authorization: ApplePass …`) and their device's id in place of `{device}` in the path;
 * `device`: the device's id only (Apple's list of updated passes carries no token); `link`: a wallet
 * link (server/wallet/links.ts) the asker's own session signed for exactly this path and language, as
 * if the links endpoint had given it: so a route must still find the pass the asker's.
 */
type Auth = 'none' | 'bearer' | 'cookie' | 'download' | 'pass' | 'device' | 'link';

export type Body = { json: unknown } | { form: Record<string, string> };

export type Req = {
  method: string;
  path: string;
  /** Flat query fields; bracket keys as written (`params[email]`). */
  query?: Record<string, string>;
  body?: Body;
  auth: Auth;
};

/** What the customer may send: JSON only, form only, or either (the platform takes both there). */
type Accepts = 'json' | 'form' | 'either' | 'none';

/** Values a request builder needs from the seeded database. */
export type Env = { minskId: number; publicKey: string; ref: string };

export type Endpoint = {
  /** `METHOD /pattern`, exactly as registered. */
  route: string;
  /**
   * The customer data the request names by id (path, query or body), or null when it names none. An
   * endpoint with an id of customer data is in the authorisation suite.
   */
  owns: string | null;
  accepts: Accepts;
  /** Anna's valid request. */
  request: (env: Env) => Req;
  /** Brings the database to the state the request needs (a pending payment, …). */
  setup?: (app: TestApp, anna: string) => Promise<void>;
};

const ANNA_FORM = { phone: '+375291111111', password: 'demo-pass', country: 'BY', formToken: 'test' };
const PASSPORT = {
  document_type: 'passport',
  series: 'MP',
  number: '4455667',
  last_name: 'Ivanova',
  first_name: 'Anna',
  middle_name: null,
  dob: '1990-05-01',
  gender: 1,
  citizenship: 'BY',
  issued_by: 'Minsk',
  issued_at: '2020-01-10',
  expires_at: '2030-01-10',
};
const ADDRESS = {
  full_name: 'Anna Ivanova',
  country: 'Belarus',
  region: 'Minsk',
  city: 'Minsk',
  postcode: '220000',
  address: 'Nezavisimosti 1',
  phone: '+375291111111',
};
const ACCEPT_1003 = {
  'params[email]': 'anna@example.com',
  usePoints: '0',
  paymentId: '1',
  type: 'BePaid',
  view_type: 'cabinet',
};

/** Anna accepts order 1003 for a card payment: a pending payment the provider stand-in knows. */
const pendingCardPayment = async (app: TestApp, anna: string) => {
  const res = await app.call('PUT', `/api/v2/frame/order/1003?${new URLSearchParams(ACCEPT_1003)}`, {
    headers: { authorization: `Bearer ${anna}` },
  });
  if (res.status !== 200) throw new Error(`setup: accept 1003 failed: ${res.status} ${res.text}`);
};

const seal = (publicKey: string, text: string) =>
  publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(text),
  ).toString('base64');

const get = (path: string, auth: Auth = 'bearer', query?: Record<string, string>): Req =>
  query ? { method: 'GET', path, auth, query } : { method: 'GET', path, auth };
const del = (path: string, query?: Record<string, string>): Req =>
  query ? { method: 'DELETE', path, auth: 'bearer', query } : { method: 'DELETE', path, auth: 'bearer' };
const json = (method: string, path: string, value: unknown): Req => ({
  method,
  path,
  auth: 'bearer',
  body: { json: value },
});

/** The suites run the server with every feature on: the wallet passes too, with the test keys. */
export const suiteApp = (): Partial<AppOptions> => ({ wallet: testWallet() });

/** Anna's and Nino's first tickets in their wallets; Anna's registered on her device. */
const walletPasses = async (app: TestApp) => {
  for (const [userId, path, host] of [
    [ANNA_ID, 'orders/1001/tickets/100101', 'localhost'],
    [NINO_ID, 'orders/2001/tickets/200101', 'ge.localhost'],
  ] as const) {
    const who = { token: tokenFor(app.db, userId), downloadToken: downloadTokenOf(app.db, userId) };
    const link = signedRoute(app.db, who.token, `apple/${path}`, { nowS: NOW_S });
    const res = await app.get(link, { host });
    if (res.status !== 200) throw new Error(`setup: pass of ${path}: ${res.status} ${res.text}`);
    if (userId !== ANNA_ID) continue;
    const serial = `ticket-${path.split('/').pop()}`;
    const registered = await send(
      app,
      { ...applePass('POST', `${REGISTRATIONS}/${serial}`), body: { json: { pushToken: `push-${userId}` } } },
      who,
    );
    if (registered.status !== 201) throw new Error(`setup: register ${serial}: ${registered.status}`);
  }
};

const APPLE_SERVICE = '/api/v3/wallet/apple/v1';
const REGISTRATIONS = `${APPLE_SERVICE}/devices/{device}/registrations/${TEST_PASS_TYPE_ID}`;
const applePass = (method: string, path: string): Req => ({ method, path, auth: 'pass' });

export const ENDPOINTS: Endpoint[] = [
  // Public or about the caller only.
  {
    route: 'GET /api/v3/pages/layout',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/pages/layout', 'none'),
  },
  {
    route: 'GET /api/v2/pages/cabinet',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/pages/cabinet', 'none'),
  },
  {
    route: 'GET /api/v2/cities',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/cities', 'none', { lang: 'ru' }),
  },
  {
    route: 'GET /api/v2/search',
    owns: null,
    accepts: 'none',
    request: () =>
      get('/api/v2/search', 'none', { target: 'site', 'search[query]': 'swan', 'search[type]': '1' }),
  },
  {
    route: 'GET /api/v3/subscribes',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/subscribes', 'none'),
  },
  {
    route: 'POST /api/v3/auth',
    owns: null,
    accepts: 'form',
    request: () => ({ method: 'POST', path: '/api/v3/auth', auth: 'none', body: { form: ANNA_FORM } }),
  },
  {
    route: 'POST /api/v2/auth',
    owns: null,
    accepts: 'form',
    request: () => ({ method: 'POST', path: '/api/v2/auth', auth: 'none', body: { form: ANNA_FORM } }),
  },
  {
    route: 'POST /api/v3/auth/fields',
    owns: null,
    accepts: 'form',
    request: () => ({
      method: 'POST',
      path: '/api/v3/auth/fields',
      auth: 'none',
      body: { form: { phone: '+375291111111', country: 'BY' } },
    }),
  },
  { route: 'GET /api/v2/users/me', owns: null, accepts: 'none', request: () => get('/api/v2/users/me') },
  {
    route: 'PUT /api/v2/users/me/profile',
    owns: null,
    accepts: 'json',
    request: ({ minskId }) =>
      json('PUT', '/api/v2/users/me/profile', {
        email: 'anna.new@example.com',
        first_name: 'Anna',
        last_name: 'Ivanova',
        middle_name: 'Petrovna',
        dob: '1990-05-01',
        city_id: minskId,
        gender: 1,
        sms_subscribe: 0,
        email_subscribe: 1,
      }),
  },
  {
    route: 'GET /api/v3/users/me/videos',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/videos'),
  },
  {
    route: 'GET /api/v2/users/me/transactions',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/users/me/transactions', 'bearer', { page: '2' }),
  },
  {
    route: 'GET /api/v2/users/me/coupons',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/users/me/coupons', 'bearer', { archive: '0', page: '1', perPage: '4' }),
  },
  {
    route: 'POST /api/v2/promocodes/activate',
    owns: null,
    accepts: 'either',
    request: () => json('POST', '/api/v2/promocodes/activate', { params: { code: 'PROMO100' } }),
  },
  {
    route: 'POST /api/v2/users/me/earlybooking',
    owns: null,
    accepts: 'either',
    request: ({ minskId }) =>
      json('POST', '/api/v2/users/me/earlybooking', {
        booking_code: 'EARLY2026',
        user: {
          email: 'anna@example.com',
          last_name: 'Ivanova',
          first_name: 'Anna',
          middle_name: '',
          dob: '1990-05-01',
          city_id: minskId,
          gender: 1,
          sms_subscribe: 0,
          email_subscribe: 1,
        },
      }),
  },
  {
    route: 'POST /api/v2/users/me/assign/ticket',
    // An external ticket's number, not a customer's id; a linked one is refused to everyone (authz.test.ts).
    owns: null,
    accepts: 'either',
    request: () => json('POST', '/api/v2/users/me/assign/ticket', { code: 'EXT-12345' }),
  },
  {
    route: 'GET /api/v3/users/me/orders',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders', 'bearer', { type: 'used', page: '2', lang: 'ru' }),
  },
  // Orders, tickets, items.
  {
    route: 'GET /api/v3/users/me/orders/:id',
    owns: 'order',
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders/1001', 'bearer', { lang: 'en' }),
  },
  {
    route: 'GET /api/v3/users/me/orders/item/:id',
    owns: 'item',
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders/item/100901'),
  },
  {
    route: 'DELETE /api/v2/frame/order/:id',
    owns: 'order',
    accepts: 'none',
    request: () => del('/api/v2/frame/order/1003'),
  },
  {
    route: 'DELETE /api/v2/frame/order/:id/ticket/:ticketId',
    owns: 'ticket',
    accepts: 'none',
    request: () => del('/api/v2/frame/order/1003/ticket/100301'),
  },
  {
    route: 'GET /api/v3/users/me/orders/:id/return-info',
    owns: 'order',
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders/1001/return-info'),
  },
  {
    route: 'GET /api/v3/users/me/orders/:id/:kind/:ticketId/return-info',
    owns: 'ticket',
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders/1001/tickets/100101/return-info'),
  },
  {
    route: 'DELETE /api/v3/users/me/orders/:id',
    owns: 'order',
    accepts: 'none',
    request: () => del('/api/v3/users/me/orders/1001', { type: 'balance' }),
  },
  {
    route: 'DELETE /api/v3/users/me/orders/:id/:kind/:ticketId',
    owns: 'ticket',
    accepts: 'none',
    request: () => del('/api/v3/users/me/orders/1001/tickets/100101', { type: 'balance' }),
  },
  {
    route: 'PUT /api/v3/integration/train/order/:id/remote-checkin',
    owns: 'order (train)',
    accepts: 'either',
    request: () => json('PUT', '/api/v3/integration/train/order/1007/remote-checkin', { status: 1 }),
  },
  {
    route: 'PUT /api/v3/integration/train/order/:id/trains/:ticketId/remote-checkin',
    owns: 'train ticket',
    accepts: 'either',
    request: () =>
      json('PUT', '/api/v3/integration/train/order/1007/trains/100702/remote-checkin', { status: 1 }),
  },
  // Window opens with the download token.
  {
    route: 'GET /api/v2/users/me/orders/:id/:action',
    owns: 'order (document)',
    accepts: 'none',
    request: () => get('/api/v2/users/me/orders/1001/download', 'download', { lang: 'ru' }),
  },
  {
    route: 'GET /api/v3/order/:id/receipt',
    owns: 'order (receipt)',
    accepts: 'none',
    request: () => get('/api/v3/order/1001/receipt', 'download'),
  },
  {
    route: 'GET /api/v3/order/:id/trains/:ticketId/pdf',
    owns: 'train ticket (document)',
    accepts: 'none',
    request: () => get('/api/v3/order/1007/trains/100701/pdf', 'download'),
  },
  {
    route: 'GET /api/v3/order/:id/trains/:ticketId/receipt',
    owns: 'train ticket (receipt)',
    accepts: 'none',
    request: () => get('/api/v3/order/1007/trains/100701/receipt', 'download'),
  },
  // Payment.
  {
    route: 'GET /api/v2/frame/payment',
    owns: 'order (payment)',
    accepts: 'none',
    request: () => get('/api/v2/frame/payment', 'bearer', { order_id: '1005' }),
  },
  {
    route: 'PUT /api/v2/frame/order/:id',
    owns: 'order (payment)',
    accepts: 'none',
    request: () => ({ method: 'PUT', path: '/api/v2/frame/order/1003', auth: 'bearer', query: ACCEPT_1003 }),
  },
  {
    route: 'GET /api/v2/frame/payment/erip',
    owns: 'order (payment)',
    accepts: 'none',
    request: () => get('/api/v2/frame/payment/erip', 'bearer', { id: '1005' }),
  },
  {
    route: 'GET /api/v2/frame/payment/:type',
    owns: 'order (provider page)',
    accepts: 'none',
    setup: pendingCardPayment,
    request: () =>
      get('/api/v2/frame/payment/BePaid', 'cookie', {
        id: '1003',
        register: '1',
        view_type: 'cabinet',
        redirect_to: '/thank-you',
      }),
  },
  {
    route: 'POST /api/v2/frame/payment/:type',
    owns: 'order (provider outcome)',
    accepts: 'form',
    setup: pendingCardPayment,
    request: ({ ref }) => ({
      method: 'POST',
      path: '/api/v2/frame/payment/BePaid',
      auth: 'cookie',
      body: { form: { id: '1003', ref, outcome: 'pay', redirect_to: '/thank-you' } },
    }),
  },
  {
    route: 'GET /api/v2/frame/payment/tokenization_params',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/frame/payment/tokenization_params'),
  },
  {
    route: 'GET /api/v2/frame/stand-in/provider.js',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/frame/stand-in/provider.js', 'none'),
  },
  {
    route: 'GET /api/v2/frame/stand-in/provider.css',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/frame/stand-in/provider.css', 'none'),
  },
  // Cards.
  {
    route: 'GET /api/v2/users/me/cards',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/users/me/cards'),
  },
  {
    route: 'PUT /api/v2/users/me/cards',
    owns: null,
    accepts: 'json',
    request: ({ publicKey }) =>
      json('PUT', '/api/v2/users/me/cards', {
        holder: seal(publicKey, 'ANNA IVANOVA'),
        number: seal(publicKey, '4242424242424242'),
        exp_month: seal(publicKey, '12'),
        exp_year: seal(publicKey, '2030'),
        verification_value: seal(publicKey, '123'),
        last_4: '4242',
      }),
  },
  {
    route: 'DELETE /api/v2/users/me/cards/:id',
    owns: 'payment card',
    accepts: 'none',
    request: () => del('/api/v2/users/me/cards/1'),
  },
  {
    route: 'GET /api/v2/users/me/bindings-cards',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/users/me/bindings-cards'),
  },
  {
    route: 'POST /api/v2/users/me/cardcode',
    // A new club card's number; one linked to Anna is refused to Nino (authz.test.ts).
    owns: null,
    accepts: 'json',
    request: () => json('POST', '/api/v2/users/me/cardcode', { card_code: '7700 1111 9999 0000' }),
  },
  {
    route: 'DELETE /api/v2/users/me/cardcode',
    owns: 'client card',
    accepts: 'none',
    request: () => del('/api/v2/users/me/cardcode', { card_code: '7700111122223333' }),
  },
  // Passports, addresses, subscriptions.
  {
    route: 'GET /api/v3/users/me/passports',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/passports'),
  },
  {
    route: 'POST /api/v3/users/me/passports',
    owns: null,
    accepts: 'json',
    request: () => json('POST', '/api/v3/users/me/passports', PASSPORT),
  },
  {
    route: 'PUT /api/v3/users/me/passports/:id',
    owns: 'passport',
    accepts: 'json',
    request: () => json('PUT', '/api/v3/users/me/passports/1', PASSPORT),
  },
  {
    route: 'DELETE /api/v3/users/me/passports/:id',
    owns: 'passport',
    accepts: 'none',
    request: () => del('/api/v3/users/me/passports/1'),
  },
  {
    route: 'GET /api/v3/users/me/addresses',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/addresses'),
  },
  {
    route: 'POST /api/v3/users/me/addresses',
    owns: null,
    accepts: 'json',
    request: () => json('POST', '/api/v3/users/me/addresses', ADDRESS),
  },
  {
    route: 'PUT /api/v3/users/me/addresses/:id',
    owns: 'address',
    accepts: 'json',
    request: () => json('PUT', '/api/v3/users/me/addresses/1', ADDRESS),
  },
  {
    route: 'DELETE /api/v3/users/me/addresses/:id',
    owns: 'address',
    accepts: 'none',
    request: () => del('/api/v3/users/me/addresses/1'),
  },
  {
    route: 'GET /api/v3/users/me/subscribes',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/subscribes'),
  },
  {
    route: 'POST /api/v3/users/me/subscribes',
    owns: null,
    accepts: 'json',
    request: () => json('POST', '/api/v3/users/me/subscribes', { plan_id: 2 }),
  },
  {
    route: 'PUT /api/v3/users/me/subscribes/:id',
    owns: 'subscription',
    accepts: 'json',
    request: () => json('PUT', '/api/v3/users/me/subscribes/1', { action: 'change', plan_id: 2 }),
  },
  {
    route: 'DELETE /api/v3/users/me/subscribes/:id',
    owns: 'subscription',
    accepts: 'none',
    request: () => del('/api/v3/users/me/subscribes/1'),
  },
  // Wallet passes (docs/decisions-wallet.md): links asked for with the bearer token, passes opened with
  // such a link, Apple's devices with the pass's token.
  {
    route: 'GET /api/v3/wallet',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/wallet', 'none'),
  },
  {
    route: 'GET /api/v3/wallet/links',
    owns: 'order (wallet links)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/links', 'bearer', { vendor: 'apple', order: '1001', lang: 'en' }),
  },
  {
    route: 'GET /api/v3/wallet/apple/orders/:id/:kind/:ticketId',
    owns: 'ticket (wallet pass)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/apple/orders/1001/tickets/100101', 'link', { lang: 'en' }),
  },
  {
    route: 'GET /api/v3/wallet/apple/orders/:id',
    owns: 'order (wallet passes)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/apple/orders/1001', 'link', { lang: 'en' }),
  },
  {
    route: 'GET /api/v3/wallet/google/orders/:id',
    owns: 'order (wallet passes)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/google/orders/1007', 'link', { lang: 'ru' }),
  },
  ...(['google-logo.png', 'google-hero.png'] as const).map((name) => ({
    route: `GET /api/v3/wallet/art/${name}`,
    owns: null,
    accepts: 'none' as const,
    request: () => get(`/api/v3/wallet/art/${name}`, 'none'),
  })),
  {
    route: 'GET /api/v3/wallet/apple/cards/:code',
    owns: 'client card (wallet pass)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/apple/cards/7700111122223333', 'link'),
  },
  {
    route: 'GET /api/v3/wallet/google/orders/:id/:kind/:ticketId',
    owns: 'train ticket (wallet pass)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/google/orders/1007/trains/100701', 'link', { lang: 'ru' }),
  },
  {
    route: 'GET /api/v3/wallet/google/cards/:code',
    owns: 'client card (wallet pass)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/google/cards/7700123456789012', 'link'),
  },
  {
    route: `POST /api/v3/wallet/apple/v1/devices/:device/registrations/:passType/:serial`,
    owns: 'wallet pass (device registration)',
    accepts: 'json',
    setup: walletPasses,
    request: () => ({
      ...applePass('POST', `${REGISTRATIONS}/ticket-100101`),
      body: { json: { pushToken: 'push-another' } },
    }),
  },
  {
    route: `DELETE /api/v3/wallet/apple/v1/devices/:device/registrations/:passType/:serial`,
    owns: 'wallet pass (device registration)',
    accepts: 'none',
    setup: walletPasses,
    request: () => applePass('DELETE', `${REGISTRATIONS}/ticket-100101`),
  },
  {
    route: `GET /api/v3/wallet/apple/v1/devices/:device/registrations/:passType`,
    owns: 'wallet passes of a device',
    accepts: 'none',
    setup: walletPasses,
    request: () => ({
      method: 'GET',
      path: REGISTRATIONS,
      auth: 'device',
      query: { passesUpdatedSince: '1' },
    }),
  },
  {
    route: `GET /api/v3/wallet/apple/v1/passes/:passType/:serial`,
    owns: 'wallet pass',
    accepts: 'none',
    setup: walletPasses,
    request: () => applePass('GET', `${APPLE_SERVICE}/passes/${TEST_PASS_TYPE_ID}/ticket-100101`),
  },
  {
    route: `POST /api/v3/wallet/apple/v1/log`,
    owns: null,
    accepts: 'json',
    request: () => ({
      method: 'POST',
      path: `${APPLE_SERVICE}/log`,
      auth: 'none',
      body: { json: { logs: ['x'] } },
    }),
  },
];

/** Every route the server registers, as `METHOD /pattern`. */
export const registeredRoutes = (): string[] =>
  registerApi(new RouteTable())
    .routes()
    .map((r) => `${r.method} ${r.pattern}`);

export const envOf = (db: DatabaseSync): Env => {
  const minsk = db.prepare("SELECT id FROM cities WHERE slug = 'minsk'").get();
  const pending = db
    .prepare(
      "SELECT provider_ref FROM payments WHERE order_id = 1003 AND status = 'pending' ORDER BY id DESC",
    )
    .get();
  return {
    minskId: Number(minsk?.id),
    publicKey: cardKeys(db, NOW_S).publicKey,
    ref: String(pending?.provider_ref ?? 'no-pending-payment'),
  };
};

/** A live bearer token for a customer, without the cost of a password sign-in. */
export const tokenFor = (db: DatabaseSync, userId: number): string => issueToken(db, userId, NOW_S);

export const downloadTokenOf = (db: DatabaseSync, userId: number): string =>
  String(db.prepare('SELECT download_token FROM users WHERE id = ?').get(userId)?.download_token ?? '');

/** The token of the customer's first wallet pass (the customer is named by their download token). */
const passTokenOf = (app: TestApp, downloadToken: string): string =>
  String(
    app.db
      .prepare(
        `SELECT auth_token FROM wallet_passes WHERE user_id = (SELECT id FROM users WHERE download_token = ?)
         ORDER BY serial LIMIT 1`,
      )
      .get(downloadToken)?.auth_token ?? 'no-pass',
  );

/** Sends `req` as the customer with `token` / `downloadToken` (as the Auth of the request says). */
export const send = (
  app: TestApp,
  req: Req,
  who: { token: string; downloadToken: string },
  raw?: { body: string | Buffer; contentType: string },
  host = 'localhost',
): Promise<Answer> => {
  const query = new URLSearchParams(req.query ?? {});
  if (req.auth === 'download') query.set('t', who.downloadToken);
  if (req.auth === 'link') {
    const signed = signedRoute(app.db, who.token, req.path.replace('/api/v3/wallet/', ''), {
      lang: query.get('lang') ?? '',
      nowS: NOW_S,
    });
    query.set('link', new URL(signed, 'http://localhost').searchParams.get('link') ?? '');
  }
  const qs = query.toString();
  const headers: Record<string, string> = { host };
  if (req.auth === 'bearer') headers.authorization = `Bearer ${who.token}`;
  if (req.auth === 'pass') headers.authorization = `ApplePass ${passTokenOf(app, who.downloadToken)}`;
  const path = req.path.replace('{device}', createHash('md5').update(who.downloadToken).digest('hex'));
  if (req.auth === 'cookie') headers.cookie = `city=minsk; token=${who.token}`;
  let body: string | Buffer | undefined;
  if (raw) {
    body = raw.body;
    if (raw.contentType) headers['content-type'] = raw.contentType;
  } else if (req.body && 'json' in req.body) {
    body = JSON.stringify(req.body.json);
    headers['content-type'] = 'application/json';
  } else if (req.body) {
    body = new URLSearchParams(req.body.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  // Announced length, as browsers send it (node's client would not frame a DELETE body otherwise).
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return app.call(
    req.method,
    `${path}${qs ? `?${qs}` : ''}`,
    body === undefined ? { headers } : { headers, body },
  );
};

/** Every table of the database, row by row: two dumps are equal when nothing was stored or changed. */
export const dumpTables = (db: DatabaseSync): string => {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'search_fts%' ORDER BY name",
    )
    .all()
    .map((row) => String(row.name));
  return JSON.stringify(
    tables.map((name) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]),
  );
};
