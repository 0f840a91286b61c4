// Wallet passes, an extension of the platform's contract (docs/decisions-wallet.md):
// - GET /api/v3/wallet: which vendors' passes the platform offers, `{ apple, google }` (both false
//   without the operator's keys: the cabinet then shows no button);
// - GET /api/v3/wallet/links?vendor=&order=|card=&lang= (bearer token): short-lived signed addresses of
//   the pass routes below, one per pass of the order (and its bundle) or of the card
//   (server/wallet/links.ts): what the buttons navigate to, so no address carries the download token;
// - GET /api/v3/wallet/apple/orders/{id}/{tickets|trains}/{ticketId} and …/apple/cards/{code}: the signed
//   `.pkpass` (application/vnd.apple.pkpass), opened by a browser navigation with such a `link`;
// - GET /api/v3/wallet/apple/orders/{id}: every pass of the order at once, one `.pkpasses` bundle
//   (application/vnd.apple.pkpasses), grouped in Wallet by the order;
// - GET /api/v3/wallet/google/…: the same, answered with a redirect to Google's "save" page
//   (https://pay.google.com/gp/v/save/<JWT>); no referrer leaves the answer, so the link never reaches Google;
// - GET /api/v3/wallet/art/google-logo.png and …/google-hero.png: the pictures Google fetches for the
//   passes of the brand whose host it asks.
// A pass is given only for an entry code (the gate's rule, src/kernel/entry.ts) or a card of the
// customer; the Apple devices' web service is server/api/wallet-service.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { BrandId } from '../../src/kernel/brand/brands.ts';
import type { Lang } from '../../src/kernel/langs.ts';
import { BUNDLE_MAX } from '../../src/kernel/walletBundle.ts';
import { perDatabase, SlidingWindow } from '../auth/limits.ts';
import { bearerToken, liveSession } from '../auth/tokens.ts';
import { currentLang } from '../i18n/context.ts';
import { type MessageKey, t } from '../i18n/messages.ts';
import { findOwnOrder } from '../orders/read.ts';
import {
  applePassJson,
  bundleApplePasses,
  PKPASS_TYPE,
  PKPASSES_TYPE,
  signApplePass,
} from '../wallet/apple.ts';
import { ART_DIR, GOOGLE_ART, walletArtPath } from '../wallet/art/build.ts';
import { issuable, type PassFacts, passFacts } from '../wallet/facts.ts';
import { brandOrigin } from '../wallet/follow.ts';
import { type GooglePass, googlePass, googleSaveUrl } from '../wallet/google.ts';
import { LINK_TTL_S, linkUser, signLink } from '../wallet/links.ts';
import { issuePass, type PassRow } from '../wallet/passes.ts';
import type { AppleKeys } from '../wallet/setup.ts';
import { httpError, unauthenticated } from '../web/errors.ts';
import { ok, type Reply, rawReply } from '../web/reply.ts';
import { DOCUMENT_DOWNLOAD_HEADERS } from '../web/security.ts';
import { type ApiContext, type ApiRouter, nowSeconds } from './context.ts';
import { parse, readId, single } from './schema.ts';

const VENDORS = ['apple', 'google'] as const;
type Vendor = (typeof VENDORS)[number];

/** A pass route's query: the short-lived `link` (server/wallet/links.ts) and the pass's `lang`. */
const WALLET_QUERY = v.object({ link: single('link'), lang: single('lang') });

/** Where Apple's devices reach the PassKit web service: the path below the cabinet's origin. */
export const APPLE_SERVICE_PATH = '/api/v3/wallet/apple';

const notFound = (key: MessageKey) => httpError(404, t('http.notFound'), [t(key)]);

const vendorOff = () => {
  const message = t('wallet.off');
  return httpError(404, message, [message]);
};

const LIMIT_WINDOW_S = 10 * 60;
/** Links a customer may ask for: the cabinet asks once per order or card on screen every few minutes. */
export const LINK_ASKS_PER_CUSTOMER = 600;
/** Refused links per client address: a stranger trying signatures stops at his own address, never the owner. */
export const LINK_FAILURES_PER_CLIENT = 30;

const limits = perDatabase(() => ({
  asks: new SlidingWindow(LINK_ASKS_PER_CUSTOMER, LIMIT_WINDOW_S),
  failures: new SlidingWindow(LINK_FAILURES_PER_CLIENT, LIMIT_WINDOW_S),
}));

const tooMany = (key: MessageKey, wait: number) => {
  const text = t(key, { minutes: Math.ceil(wait / 60) });
  return httpError(429, text, [text], { 'Retry-After': String(wait) });
};

/**
 * The wallet's common checks: the vendor is on, the query is well formed, and its `link` was made for
 * this route and language, has not expired and its session lives. A refused link counts against the
 * client (counted before the check: a burst cannot outrun it); a good one gives its count back.
 */
const walletUser = (ctx: ApiContext, vendor: Vendor): number => {
  if (!ctx.wallet[vendor]) throw vendorOff();
  const { link, lang } = parse(WALLET_QUERY, ctx.query);
  const nowS = nowSeconds(ctx);
  const { failures } = limits(ctx.db);
  const wait = failures.take(ctx.client, nowS);
  if (wait > 0) throw tooMany('limits.tooManyAttempts', wait);
  const userId = linkUser(ctx.db, { path: ctx.url.pathname, lang, link }, nowS);
  if (userId === null) {
    const message = t('wallet.linkInvalid');
    throw httpError(401, message, [message]);
  }
  failures.release(ctx.client, nowS);
  return userId;
};

const notEntry = (facts: PassFacts) => {
  const message = t(facts.kind === 'card' ? 'wallet.noSuchCard' : 'wallet.notEntry');
  return httpError(409, message, [message]);
};

type Issued = { facts: PassFacts; pass: PassRow; lang: Lang; origin: string };

/** Records the pass as handed out now by `vendor`, in the request's language. */
const handOut = (ctx: ApiContext, vendor: Vendor, userId: number, facts: PassFacts): Issued => {
  const lang = currentLang();
  const origin = brandOrigin(ctx);
  const pass = issuePass(ctx.db, { facts, userId, lang, origin, vendor, nowMs: ctx.now() });
  return { facts, pass, lang, origin };
};

/** The customer's pass `serial` as it is now, if it may be handed out; refused otherwise. */
const customerPass = (
  ctx: ApiContext,
  vendor: Vendor,
  serialOf: () => { serial: string; missing: MessageKey; check?: (facts: PassFacts) => boolean },
): Issued => {
  const userId = walletUser(ctx, vendor);
  const { serial, missing, check } = serialOf();
  const facts = passFacts(ctx.db, serial, userId, currentLang());
  if (!facts || (check && !check(facts))) throw notFound(missing);
  if (!issuable(facts, nowSeconds(ctx))) throw notEntry(facts);
  return handOut(ctx, vendor, userId, facts);
};

/** Every pass of the customer's order `:id` that admits now (its tickets, then its train tickets). */
const orderPasses = (ctx: ApiContext, vendor: Vendor): Issued[] => {
  const userId = walletUser(ctx, vendor);
  const orderId = readId(ctx.params.id);
  const order = orderId === null ? null : findOwnOrder(ctx.db, userId, orderId);
  if (!order || orderId === null) throw httpError(404, t('http.notFound'), [t('orders.noSuchOrder')]);
  const serials = ctx.db
    .prepare(
      `SELECT 'ticket-' || id AS serial FROM tickets WHERE order_id = ?1
       UNION ALL SELECT 'train-' || id FROM train_tickets WHERE order_id = ?1`,
    )
    .all(orderId)
    .map((row) => String(row.serial));
  const nowS = nowSeconds(ctx);
  const facts = serials
    .map((serial) => passFacts(ctx.db, serial, userId, currentLang()))
    .filter((f): f is PassFacts => f !== null && issuable(f, nowS));
  if (facts.length === 0 || (vendor === 'apple' && facts.length > BUNDLE_MAX)) {
    const message = t(facts.length === 0 ? 'wallet.notEntry' : 'wallet.tooMany');
    throw httpError(409, message, [message]);
  }
  return facts.map((f) => handOut(ctx, vendor, userId, f));
};

/** The pass of a ticket of order `:id` (an event ticket or a train ticket). */
const ticketSerial = (ctx: ApiContext) => () => {
  const orderId = readId(ctx.params.id);
  const ticketId = readId(ctx.params.ticketId);
  const kind = ctx.params.kind;
  const missing: MessageKey = 'orders.noSuchTicket';
  if (orderId === null || ticketId === null || (kind !== 'tickets' && kind !== 'trains'))
    return { serial: '', missing };
  return {
    serial: `${kind === 'tickets' ? 'ticket' : 'train'}-${ticketId}`,
    missing,
    check: (facts: PassFacts) => facts.kind !== 'card' && facts.orderId === orderId,
  };
};

const cardSerial = (ctx: ApiContext) => () => ({
  serial: /^\d{8,20}$/.test(ctx.params.code ?? '') ? `card-${ctx.params.code}` : '',
  missing: 'wallet.noSuchCard' as const,
});

const passJsonOf = (facts: PassFacts, pass: PassRow, keys: AppleKeys) =>
  applePassJson(facts, pass.lang, keys, {
    webServiceURL: `${pass.origin}${APPLE_SERVICE_PATH}`,
    authenticationToken: pass.authToken,
  });

/** A pass as Apple's devices take it: signed, named for its serial, never stored by a cache. */
export const pkpassReply = (
  facts: PassFacts,
  pass: PassRow,
  keys: AppleKeys,
  headers: Record<string, string> = {},
): Reply => {
  const json = passJsonOf(facts, pass, keys);
  return rawReply(200, signApplePass(json, facts.brand, keys), {
    'Content-Type': PKPASS_TYPE,
    'Content-Disposition': `attachment; filename="${facts.serial}.pkpass"`,
    'Last-Modified': new Date(pass.updatedAt).toUTCString(),
    ...DOCUMENT_DOWNLOAD_HEADERS,
    ...headers,
  });
};

const applePass = (ctx: ApiContext, serialOf: Parameters<typeof customerPass>[2]) => {
  const { facts, pass } = customerPass(ctx, 'apple', serialOf);
  if (!ctx.wallet.apple) throw vendorOff();
  return pkpassReply(facts, pass, ctx.wallet.apple);
};

/** All of an order's passes in one `.pkpasses` bundle: "add all" on an iPhone. */
const appleOrder = (ctx: ApiContext) => {
  const issued = orderPasses(ctx, 'apple');
  const keys = ctx.wallet.apple;
  if (!keys) throw vendorOff();
  const body = bundleApplePasses(
    issued.map(({ facts, pass }) => ({ json: passJsonOf(facts, pass, keys), brand: facts.brand })),
    keys,
  );
  return rawReply(200, body, {
    'Content-Type': PKPASSES_TYPE,
    'Content-Disposition': `attachment; filename="order-${ctx.params.id}.pkpasses"`,
    ...DOCUMENT_DOWNLOAD_HEADERS,
  });
};

/** A redirect to Google's save page for these passes (one JWT: all are saved at once). */
const googleSave = async (ctx: ApiContext, issued: readonly Issued[]) => {
  const keys = ctx.wallet.google;
  const first = issued[0];
  if (!keys || !first) throw vendorOff();
  const passes: GooglePass[] = issued.map(({ facts, lang, origin }) =>
    googlePass(facts, lang, keys.issuerId, origin),
  );
  const url = await googleSaveUrl(passes, keys, first.origin, nowSeconds(ctx));
  return rawReply(302, '', { Location: url, ...DOCUMENT_DOWNLOAD_HEADERS });
};

const googleLink = (ctx: ApiContext, serialOf: Parameters<typeof customerPass>[2]) =>
  googleSave(ctx, [customerPass(ctx, 'google', serialOf)]);

const LINKS_QUERY = v.object({
  vendor: v.pipe(
    single('vendor'),
    v.picklist(VENDORS, () => t('fields.oneOf', { name: 'vendor', values: VENDORS.join(', ') })),
  ),
  order: single('order'),
  card: single('card'),
  lang: single('lang'),
});

/** The pass routes of the customer's order `id` (each ticket, each train ticket, the bundle) by serial. */
const orderRoutes = (ctx: ApiContext, userId: number, vendor: Vendor, raw: string) => {
  const id = readId(raw);
  if (id === null || !findOwnOrder(ctx.db, userId, id))
    throw httpError(404, t('http.notFound'), [t('orders.noSuchOrder')]);
  const base = `/api/v3/wallet/${vendor}/orders/${id}`;
  const rows = ctx.db
    .prepare(
      `SELECT 'ticket' AS kind, id FROM tickets WHERE order_id = ?1
       UNION ALL SELECT 'train', id FROM train_tickets WHERE order_id = ?1 ORDER BY 1, 2`,
    )
    .all(id);
  const routes: [string, string][] = rows.map((row) => [
    `${row.kind}-${row.id}`,
    `${base}/${row.kind === 'ticket' ? 'tickets' : 'trains'}/${row.id}`,
  ]);
  return [...routes, [`order-${id}`, base] as [string, string]];
};

/** The pass route of the customer's card `code` (a club card or the virtual card). */
const cardRoutes = (ctx: ApiContext, userId: number, vendor: Vendor, code: string): [string, string][] => {
  const serial = `card-${code}`;
  if (!/^\d{8,20}$/.test(code) || !passFacts(ctx.db, serial, userId, currentLang()))
    throw notFound('wallet.noSuchCard');
  return [[serial, `/api/v3/wallet/${vendor}/cards/${code}`]];
};

/**
 * The links the cabinet's buttons navigate to: for each pass of the order (and its bundle) or of the
 * card, its route signed for the asking session, for LINK_TTL_S. Only the customer's own order or card
 * (another's answers as a missing one: nothing to guess); what a pass refuses (no entry code, too many
 * for a bundle) it still refuses when the link is opened.
 */
const walletLinks = (ctx: ApiContext) => {
  const nowS = nowSeconds(ctx);
  const session = liveSession(ctx.db, { token: bearerToken(ctx.req) }, nowS);
  if (!session) throw unauthenticated();
  const { vendor, order, card } = parse(LINKS_QUERY, ctx.query);
  if (!ctx.wallet[vendor]) throw vendorOff();
  if (Boolean(order) === Boolean(card)) {
    const message = t('fields.required', { name: 'order' });
    throw httpError(422, message, { order: [message] });
  }
  const wait = limits(ctx.db).asks.take(String(session.userId), nowS);
  if (wait > 0) throw tooMany('limits.tooManyRequests', wait);
  const routes = order
    ? orderRoutes(ctx, session.userId, vendor, order)
    : cardRoutes(ctx, session.userId, vendor, card);
  const lang = currentLang();
  return ok({
    expiresIn: LINK_TTL_S,
    links: Object.fromEntries(routes.map(([serial, path]) => [serial, signLink(session, path, lang, nowS)])),
  });
};

/** The host's brand's picture for Google's passes (public: Google fetches it without any token). */
const walletArt =
  (name: keyof typeof GOOGLE_ART) =>
  (ctx: ApiContext): Reply =>
    rawReply(200, artFile(ctx.brand.id, name), {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    });

const art = new Map<string, Buffer>();
const artFile = (brand: BrandId, name: string): Buffer => {
  const key = `${brand}/${name}`;
  let file = art.get(key);
  if (!file) {
    file = readFileSync(join(ART_DIR, brand, name));
    art.set(key, file);
  }
  return file;
};

export const registerWallet = (router: ApiRouter): void => {
  router.get('/api/v3/wallet', (ctx) =>
    ok({ apple: ctx.wallet.apple !== null, google: ctx.wallet.google !== null }),
  );
  router.get('/api/v3/wallet/links', walletLinks);
  router.get('/api/v3/wallet/apple/orders/:id', appleOrder);
  router.get('/api/v3/wallet/apple/orders/:id/:kind/:ticketId', (ctx) => applePass(ctx, ticketSerial(ctx)));
  router.get('/api/v3/wallet/apple/cards/:code', (ctx) => applePass(ctx, cardSerial(ctx)));
  router.get('/api/v3/wallet/google/orders/:id/:kind/:ticketId', (ctx) => googleLink(ctx, ticketSerial(ctx)));
  router.get('/api/v3/wallet/google/cards/:code', (ctx) => googleLink(ctx, cardSerial(ctx)));
  router.get('/api/v3/wallet/google/orders/:id', (ctx) => googleSave(ctx, orderPasses(ctx, 'google')));
  for (const name of Object.keys(GOOGLE_ART) as (keyof typeof GOOGLE_ART)[])
    router.get(walletArtPath(name), walletArt(name));
};
