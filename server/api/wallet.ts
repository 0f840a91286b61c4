// Wallet passes, an extension of the platform's contract (docs/decisions-wallet.md):
// - GET /api/v3/wallet: which vendors' passes the platform offers, `{ apple, google }` (both false
//   without the operator's keys: the cabinet then shows no button);
// - GET /api/v3/wallet/apple/orders/{id}/{tickets|trains}/{ticketId} and …/apple/cards/{code}: the signed
//   `.pkpass` (application/vnd.apple.pkpass), opened by a browser navigation like the spec's ticket
//   downloads, so it carries the profile's downloadToken as `t`, and `lang`;
// - GET /api/v3/wallet/google/…: the same, answered with a redirect to Google's "save" page
//   (https://pay.google.com/gp/v/save/<JWT>); no referrer leaves the answer, so `t` never reaches Google.
// A pass is given only for an entry code (the gate's rule, src/shared/entry.ts) or a card of the
// customer; the Apple devices' web service is server/api/wallet-service.ts.
import * as v from 'valibot';
import type { Lang } from '../../src/lib/i18n/langs.ts';
import { currentLang } from '../i18n/context.ts';
import { type MessageKey, t } from '../i18n/messages.ts';
import { applePassJson, PKPASS_TYPE, signApplePass } from '../wallet/apple.ts';
import { issuable, type PassFacts, passFacts } from '../wallet/facts.ts';
import { brandOrigin } from '../wallet/follow.ts';
import { googlePass, googleSaveUrl } from '../wallet/google.ts';
import { issuePass, type PassRow } from '../wallet/passes.ts';
import type { AppleKeys } from '../wallet/setup.ts';
import { httpError } from '../web/errors.ts';
import { ok, type Reply, rawReply } from '../web/reply.ts';
import { DOCUMENT_DOWNLOAD_HEADERS } from '../web/security.ts';
import { type ApiContext, type ApiRouter, nowSeconds } from './context.ts';
import { tokenUser } from './documents.ts';
import { parse, readId, single } from './schema.ts';

type Vendor = 'apple' | 'google';

/** `t` is read by the document token rule (documents.ts); `lang` is a single value like everywhere. */
const WALLET_QUERY = v.object({ t: single('t'), lang: single('lang') });

/** Where Apple's devices reach the PassKit web service: the path below the cabinet's origin. */
export const APPLE_SERVICE_PATH = '/api/v3/wallet/apple';

const notFound = (key: MessageKey) => httpError(404, t('http.notFound'), [t(key)]);

const vendorOff = () => {
  const message = t('wallet.off');
  return httpError(404, message, [message]);
};

/** The customer's pass `serial` as it is now, if it may be handed out; refused otherwise. */
const customerPass = (
  ctx: ApiContext,
  vendor: Vendor,
  serialOf: () => { serial: string; missing: MessageKey; check?: (facts: PassFacts) => boolean },
): { facts: PassFacts; pass: PassRow; lang: Lang; origin: string } => {
  if (!ctx.wallet[vendor]) throw vendorOff();
  parse(WALLET_QUERY, ctx.query);
  const userId = tokenUser(ctx);
  const { serial, missing, check } = serialOf();
  const lang = currentLang();
  const facts = passFacts(ctx.db, serial, userId, lang);
  if (!facts || (check && !check(facts))) throw notFound(missing);
  if (!issuable(facts, nowSeconds(ctx))) {
    const message = t(facts.kind === 'card' ? 'wallet.noSuchCard' : 'wallet.notEntry');
    throw httpError(409, message, [message]);
  }
  const origin = brandOrigin(ctx);
  const pass = issuePass(ctx.db, { facts, userId, lang, origin, vendor, nowMs: ctx.now() });
  return { facts, pass, lang, origin };
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

/** A pass as Apple's devices take it: signed, named for its serial, never stored by a cache. */
export const pkpassReply = (
  facts: PassFacts,
  pass: PassRow,
  keys: AppleKeys,
  headers: Record<string, string> = {},
): Reply => {
  const json = applePassJson(facts, pass.lang, keys, {
    webServiceURL: `${pass.origin}${APPLE_SERVICE_PATH}`,
    authenticationToken: pass.authToken,
  });
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

const googleLink = async (ctx: ApiContext, serialOf: Parameters<typeof customerPass>[2]) => {
  const { facts, lang, origin } = customerPass(ctx, 'google', serialOf);
  const keys = ctx.wallet.google;
  if (!keys) throw vendorOff();
  const url = await googleSaveUrl(
    googlePass(facts, lang, keys.issuerId, origin),
    keys,
    origin,
    nowSeconds(ctx),
  );
  return rawReply(302, '', { Location: url, ...DOCUMENT_DOWNLOAD_HEADERS });
};

export const registerWallet = (router: ApiRouter): void => {
  router.get('/api/v3/wallet', (ctx) =>
    ok({ apple: ctx.wallet.apple !== null, google: ctx.wallet.google !== null }),
  );
  router.get('/api/v3/wallet/apple/orders/:id/:kind/:ticketId', (ctx) => applePass(ctx, ticketSerial(ctx)));
  router.get('/api/v3/wallet/apple/cards/:code', (ctx) => applePass(ctx, cardSerial(ctx)));
  router.get('/api/v3/wallet/google/orders/:id/:kind/:ticketId', (ctx) => googleLink(ctx, ticketSerial(ctx)));
  router.get('/api/v3/wallet/google/cards/:code', (ctx) => googleLink(ctx, cardSerial(ctx)));
};
