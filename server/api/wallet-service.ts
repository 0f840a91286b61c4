// Apple's PassKit web service (docs/decisions-wallet.md, "Updates"), below each pass's webServiceURL
// (`<cabinet origin>/api/v3/wallet/apple`). A device that added a pass registers for its updates with the
// pass's authenticationToken (`Authorization: ApplePass <token>`) and a push token; after a push it asks
// which of its passes changed since its last tag, and fetches each — a returned ticket's pass comes back
// `voided`. The answers and statuses are Apple's protocol, not the platform's usual ones.
//
// Limits (docs/decisions-wallet.md, "Limits of the web service"): a pass takes MAX_DEVICES_PER_PASS
// devices (a customer's phones, watches and tablets), a client address REGISTRATIONS_PER_CLIENT
// registrations per window; the log takes LOG_POSTS_PER_CLIENT posts per client, LOG_LINES_PER_MINUTE
// lines from everyone, LOG_BODY_MAX bytes a post, and writes each entry as one escaped line.
import * as v from 'valibot';
import { perDatabase, SlidingWindow } from '../auth/limits.ts';
import { transaction } from '../db/open.ts';
import { num, str } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { oneLine } from '../log.ts';
import { MAX_DEVICES_PER_PASS } from '../wallet/outbox.ts';
import { factsNow, followSerials, passByToken } from '../wallet/passes.ts';
import { readJson } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok, type Reply, rawReply } from '../web/reply.ts';
import type { ApiContext, ApiRouter } from './context.ts';
import { nowSeconds } from './context.ts';
import { fields, parse, requiredText, single } from './schema.ts';
import { APPLE_SERVICE_PATH, pkpassReply } from './wallet.ts';

/** A device library identifier: 32 hex digits, as Apple's devices send it. */
const DEVICE = /^[0-9a-f]{32}$/i;

const REGISTRATION = fields({
  pushToken: requiredText('pushToken', { max: 256, pattern: /^[A-Za-z0-9._-]+$/ }),
});
const LOG = fields({ logs: v.optional(v.array(v.string()), []) });

const WINDOW_S = 10 * 60;
/** A household behind one address adds its passes on a handful of devices; thousands are not that. */
export const REGISTRATIONS_PER_CLIENT = 100;
export const LOG_POSTS_PER_CLIENT = 10;
export const LOG_LINES_PER_MINUTE = 120;
export const LOG_BODY_MAX = 16 * 1024;
/** Entries of one post written, and characters of each. */
const LOG_ENTRIES = 10;
const LOG_ENTRY_CHARS = 300;

const windows = perDatabase(() => ({
  registrations: new SlidingWindow(REGISTRATIONS_PER_CLIENT, WINDOW_S),
  logPosts: new SlidingWindow(LOG_POSTS_PER_CLIENT, WINDOW_S),
  logLines: new SlidingWindow(LOG_LINES_PER_MINUTE, 60),
}));

/** 429 with the wait: counted before the work, so a burst cannot outrun the count. */
const limit = (window: SlidingWindow, key: string, ctx: ApiContext): void => {
  const wait = window.take(key, nowSeconds(ctx));
  if (wait > 0) {
    const text = t('limits.tooManyRequests', { minutes: Math.ceil(wait / 60) });
    throw httpError(429, text, [text], { 'Retry-After': String(wait) });
  }
};
const UPDATED_SINCE = v.object({
  passesUpdatedSince: v.pipe(
    single('passesUpdatedSince'),
    v.regex(/^\d{0,15}$/, () => t('fields.format', { name: 'passesUpdatedSince' })),
  ),
});

const notFound = () => httpError(404, t('http.notFound'));

/** The pass type of the path is the operator's; anything else is not served here. */
const appleKeys = (ctx: ApiContext) => {
  const keys = ctx.wallet.apple;
  if (!keys || ctx.params.passType !== keys.passTypeId) throw notFound();
  return keys;
};

/** The token of `Authorization: ApplePass <token>`, or null. */
const appleToken = (ctx: ApiContext): string | null =>
  /^ApplePass\s+(\S+)\s*$/.exec(String(ctx.req.headers.authorization ?? ''))?.[1] ?? null;

/** The pass of the path, proven by its token; 401 otherwise (Apple's answer for a wrong token). */
const authorisedPass = (ctx: ApiContext) => {
  appleKeys(ctx);
  const pass = passByToken(ctx.db, ctx.params.serial ?? '', appleToken(ctx));
  if (!pass) throw httpError(401, 'Unauthenticated.');
  return pass;
};

const device = (ctx: ApiContext): string => {
  const id = ctx.params.device ?? '';
  if (!DEVICE.test(id)) throw notFound();
  return id;
};

const registrationsPath = `${APPLE_SERVICE_PATH}/v1/devices/:device/registrations/:passType`;

export const registerWalletService = (router: ApiRouter): void => {
  // Register a device for a pass's updates: 201 the first time, 200 when it already was.
  // A pass already on MAX_DEVICES_PER_PASS other devices takes no more (403): one pass's change never
  // pushes to more devices than that (outbox.ts), however often it is registered.
  router.post(`${registrationsPath}/:serial`, async (ctx) => {
    limit(windows(ctx.db).registrations, ctx.client, ctx);
    const id = device(ctx);
    const pass = authorisedPass(ctx);
    const { pushToken } = parse(REGISTRATION, await readJson(ctx.req));
    const created = transaction(ctx.db, () => {
      const known = ctx.db
        .prepare('SELECT 1 FROM wallet_registrations WHERE device_id = ? AND serial = ?')
        .get(id, pass.serial);
      const devices = num(
        ctx.db.prepare('SELECT count(*) AS n FROM wallet_registrations WHERE serial = ?').get(pass.serial) ??
          {},
        'n',
      );
      if (!known && devices >= MAX_DEVICES_PER_PASS) {
        const text = t('limits.passDevices', { max: MAX_DEVICES_PER_PASS });
        throw httpError(403, text, [text]);
      }
      ctx.db
        .prepare(
          `INSERT INTO wallet_registrations (device_id, serial, push_token, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (device_id, serial) DO UPDATE SET push_token = excluded.push_token`,
        )
        .run(id, pass.serial, pushToken, nowSeconds(ctx));
      return !known;
    });
    return { status: created ? 201 : 200, body: {} };
  });

  // The pass was deleted from the device.
  router.delete(`${registrationsPath}/:serial`, (ctx) => {
    const id = device(ctx);
    const pass = authorisedPass(ctx);
    ctx.db
      .prepare('DELETE FROM wallet_registrations WHERE device_id = ? AND serial = ?')
      .run(id, pass.serial);
    return ok({});
  });

  // The device's passes that changed since its tag (all of them without one); 204 when none did. The
  // device's id is the only secret here (Apple sends no token): a device with no pass registered is
  // not found, so the answer tells nothing about ids it does not know.
  router.get(registrationsPath, (ctx): Reply => {
    const id = device(ctx);
    appleKeys(ctx);
    const since = Number(parse(UPDATED_SINCE, ctx.query).passesUpdatedSince || 0);
    const serials = ctx.db
      .prepare('SELECT serial FROM wallet_registrations WHERE device_id = ?')
      .all(id)
      .map((row) => str(row, 'serial'));
    if (serials.length === 0) throw notFound();
    // A change the platform made without the customer (a scan at the gate) is seen now.
    followSerials(ctx.db, ctx.wallet, serials, ctx.now(), ctx.log);
    const rows = ctx.db
      .prepare(
        `SELECT serial, updated_at FROM wallet_passes WHERE updated_at > ? AND serial IN
         (SELECT serial FROM wallet_registrations WHERE device_id = ?) ORDER BY serial`,
      )
      .all(since, id);
    if (rows.length === 0) return { status: 204, body: null, raw: '' };
    return ok({
      serialNumbers: rows.map((row) => str(row, 'serial')),
      lastUpdated: String(Math.max(...rows.map((row) => num(row, 'updated_at')))),
    });
  });

  // The latest version of a pass; 304 when the device has it already.
  router.get(`${APPLE_SERVICE_PATH}/v1/passes/:passType/:serial`, (ctx) => {
    const keys = appleKeys(ctx);
    const stored = authorisedPass(ctx);
    followSerials(ctx.db, ctx.wallet, [stored.serial], ctx.now(), ctx.log);
    const pass = passByToken(ctx.db, stored.serial, stored.authToken) ?? stored;
    const since = Date.parse(String(ctx.req.headers['if-modified-since'] ?? ''));
    if (Number.isFinite(since) && Math.floor(pass.updatedAt / 1000) * 1000 <= since)
      return rawReply(304, '', { 'Last-Modified': new Date(pass.updatedAt).toUTCString() });
    const facts = factsNow(ctx.db, pass);
    // The configured origin of today, whatever the pass was first served with.
    return pkpassReply(facts, { ...pass, origin: ctx.wallet.origins[facts.brand] }, keys);
  });

  // Errors the devices report about this service. Anyone may post (Apple sends no token), so each entry
  // is written as one escaped line after a fixed prefix: it can neither forge a line of the server's
  // own nor hide one (no newline, ANSI escape or bidi control gets through).
  router.post(`${APPLE_SERVICE_PATH}/v1/log`, async (ctx) => {
    const size = Number(ctx.req.headers['content-length'] ?? 0);
    if (size > LOG_BODY_MAX) throw httpError(413, t('http.bodyTooLarge', { limit: LOG_BODY_MAX }));
    limit(windows(ctx.db).logPosts, ctx.client, ctx);
    const { logs } = parse(LOG, await readJson(ctx.req));
    const entries = logs.slice(0, LOG_ENTRIES);
    for (const _ of entries) limit(windows(ctx.db).logLines, 'all', ctx);
    for (const entry of entries)
      ctx.log.warn(`Apple Wallet device log: ${oneLine(entry.slice(0, LOG_ENTRY_CHARS))}`);
    return ok({});
  });
};
