// The operator's path of the reference server (docs/decisions-wallet.md): the platform's own change of
// an event, so that tests and demos can move one and watch its passes follow —
//   POST /api/v3/operator/sessions/{id}  `Authorization: Bearer <OPERATOR_TOKEN>`
//   { "timeSpending"?: unix seconds, "objectId"?: venue id, "hallName"?: text, "cancelled"?: true }
// → 200 { "session": id, "passes": [the serials announced] }. It exists only when the server is started
// with OPERATOR_TOKEN (32 characters or more; README "Configuration", never in the production recipe),
// and answers only a caller on this machine (the socket's peer is loopback) with that token.
import { createHash, timingSafeEqual } from 'node:crypto';
import { t } from '../i18n/messages.ts';
import { changeSession } from '../orders/session-change.ts';
import { followSession } from '../wallet/passes.ts';
import { readJson } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds } from './context.ts';
import { fields, flag, int, parse, readId, text } from './schema.ts';

export const OPERATOR_TOKEN_MIN = 32;

const CHANGE = fields({
  timeSpending: int('timeSpending'),
  objectId: int('objectId'),
  hallName: text('hallName', { max: 200 }),
  cancelled: flag('cancelled'),
});

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The operator's token from the environment: absent (the path is off), or long enough to guard it. */
export const readOperatorToken = (env: Record<string, string | undefined>): string | null => {
  const token = env.OPERATOR_TOKEN?.trim();
  if (!token) return null;
  if (token.length < OPERATOR_TOKEN_MIN)
    throw new Error(`OPERATOR_TOKEN must be at least ${OPERATOR_TOKEN_MIN} characters long.`);
  return token;
};

const authorised = (ctx: ApiContext, token: string): boolean => {
  if (!LOOPBACK.test(ctx.req.socket.remoteAddress ?? '')) return false;
  const given = /^Bearer\s+(\S+)\s*$/.exec(String(ctx.req.headers.authorization ?? ''))?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
};

export const registerOperator = (router: ApiRouter, token: string): void => {
  router.post('/api/v3/operator/sessions/:id', async (ctx) => {
    if (!authorised(ctx, token)) throw httpError(401, 'Unauthenticated.');
    const id = readId(ctx.params.id);
    const change = parse(CHANGE, await readJson(ctx.req));
    const refusal = id === null ? 'noSuchSession' : changeSession(ctx.db, id, change, nowSeconds(ctx));
    if (refusal || id === null) {
      const message = t(refusal === 'noSuchVenue' ? 'wallet.noSuchVenue' : 'wallet.noSuchSession');
      throw httpError(404, message, [message]);
    }
    const passes = followSession(ctx.db, ctx.wallet, id, ctx.now(), ctx.log);
    return ok({ session: id, passes });
  });
};
