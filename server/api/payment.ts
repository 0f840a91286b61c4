// The payment area (spec §7):
//
// GET /api/v2/frame/payment?order_id=ID — what the payment page needs, in minor units:
//   { order: { id, code, status, type, amount, commission, discount, total_amount, expired_at, event },
//     methods: [{ paymentId, type, orderType, name, logoUrl, shortDescription, card }] }
//   Method names and descriptions are in the request's language (lang, Accept-Language, the brand's).
//   `status` is null while the order waits for payment (the page's block shows only then), otherwise
//   the order's status number. `expired_at` is unix seconds or null. `card` is the customer's newest
//   saved card for card-provider methods ({ id, brand, last4, month, year }), else null. `event` is
//   the performance (sid) and session (seid) of an event order, for the sale widget, else null.
// PUT /api/v2/frame/order/ID?params[email]=…|params[phone]=…&usePoints=0|1&paymentId=N&type=T&view_type=cabinet
//   accepts the order for payment. Answer { order_id, status, amount, points, next }: `amount` is what
//   is left to pay after points, `points` the points it spends, `next` is 'paid' (free method id 4 for
//   a zero total: settled at once), 'provider' (the browser goes to /api/v2/frame/payment/{type}) or
//   'erip'. 422 with `errors` for a missing e-mail/phone, an unknown or mismatched method, the free
//   method on a non-zero total, a paid, closed or expired order; 404 for another customer's order.
// GET /api/v2/frame/payment/erip?id=ID — chooses ERIP: a pending ERIP payment, the order held for the
//   15-minute ERIP window from the first time ERIP was chosen for it (not again on every call).
//   Answer { order_id, code, amount, expires_at } (when the order stops being held).
// The provider stand-in (browser navigation to /api/v2/frame/payment/{type}) is in provider-stand-in.ts.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { isEmail } from '../../src/kernel/contact.ts';
import { ORDER_STATUS } from '../../src/kernel/orders.ts';
import { isSmsPhone } from '../auth/phone.ts';
import { currentLang } from '../i18n/context.ts';
import { dataTexts, type Translate } from '../i18n/data-texts.ts';
import { t } from '../i18n/messages.ts';
import {
  assertPayable,
  ERIP_WINDOW_S,
  FREE_METHOD_ID,
  isCardProvider,
  type Method,
  methodsFor,
  NEED_DATA_MARKER,
  orderOf,
  pendingPayment,
  settle,
  splitWithPoints,
  startPayment,
  totalOf,
} from '../payment/ledger.ts';
import { hasBody } from '../web/body.ts';
import { fieldError, httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';
import { fields, idParam, parse, single } from './schema.ts';

const noSuchOrder = () => httpError(404, t('orders.noSuchOrder'), { order_id: [t('orders.noSuchOrder')] });
/** The order id of the query (`order_id`, `id`) or path; malformed is the 404 of an unknown order. */
const orderId = (raw: string | undefined) => idParam(raw, noSuchOrder);
const ORDER_QUERY = v.object({ order_id: single('order_id') });
const ERIP_QUERY = v.object({ id: single('id') });

type SavedCard = { id: number; brand: string; last4: string; month: string; year: string };

const newestCard = (ctx: ApiContext, userId: number): SavedCard | null => {
  const row = ctx.db
    .prepare(
      'SELECT id, brand, last4, month, year FROM payment_cards WHERE user_id = ? ORDER BY created_at DESC, id DESC',
    )
    .get(userId);
  if (!row) return null;
  return {
    id: Number(row.id),
    brand: String(row.brand),
    last4: String(row.last4),
    month: String(row.month),
    year: String(row.year),
  };
};

/** A method as the page lists it, its name and description in the request's language. */
const methodJson = (m: Method, card: SavedCard | null, say: Translate) => ({
  paymentId: m.id,
  type: m.type,
  orderType: m.orderType,
  name: say(m.name),
  logoUrl: m.logoUrl,
  shortDescription: say(m.shortDescription),
  card: m.type === 'BePaid' ? card : null,
});

const paymentInfo = (ctx: ApiContext) => {
  const user = signedInUser(ctx);
  const order = orderOf(ctx.db, user.id, orderId(parse(ORDER_QUERY, ctx.query).order_id));
  const card = newestCard(ctx, user.id);
  const say = dataTexts(ctx.db, currentLang());
  const event = ctx.db
    .prepare(
      'SELECT s.id AS seid, s.performance_id AS sid FROM orders o JOIN sessions s ON s.id = o.session_id WHERE o.id = ?',
    )
    .get(order.id);
  return ok({
    order: {
      id: order.id,
      code: order.code,
      status:
        order.status === ORDER_STATUS.waiting && !order.awaitingConfirm && !order.external
          ? null
          : order.status,
      type: order.type,
      amount: order.amount,
      commission: order.commission,
      discount: order.discount,
      total_amount: totalOf(order),
      expired_at: order.expiredAt,
      event: event ? { sid: Number(event.sid), seid: Number(event.seid) } : null,
    },
    methods: methodsFor(ctx.db, ctx.brand.id).map((m) => methodJson(m, card, say)),
  });
};

/** The accept call's parameters (spec §7), in the query string; anything else is refused. */
const ACCEPT_QUERY = fields({
  params: v.optional(
    fields({ email: single('email'), phone: single('phone') }, () => t('payment.params')),
    { email: '', phone: '' },
  ),
  usePoints: v.pipe(
    single('usePoints'),
    v.picklist(['', '0', '1'], () => t('fields.flag', { name: 'usePoints' })),
  ),
  paymentId: single('paymentId'),
  type: single('type'),
  view_type: single('view_type'),
});

/** Missing contact data: the platform's fixed message (the client keys its own text on it), the field's error translated. */
const needData = (name: string) => httpError(422, NEED_DATA_MARKER, { [name]: [t('fields.enterRequired')] });

const acceptOrder = async (ctx: ApiContext) => {
  const user = signedInUser(ctx);
  // Everything travels in the query string (spec §7): a body would be fields this call does not read.
  if (hasBody(ctx.req)) throw httpError(400, t('http.sendInQuery'), [t('payment.noBody')]);
  const { params, usePoints, paymentId, type } = parse(ACCEPT_QUERY, ctx.query);
  const nowS = nowSeconds(ctx);
  const order = orderOf(ctx.db, user.id, orderId(ctx.params.id));
  assertPayable(order, nowS);
  const method = methodsFor(ctx.db, ctx.brand.id).find((m) => String(m.id) === paymentId);
  if (!method) throw fieldError('paymentId', t('payment.chooseMethod'));
  if (type !== method.type) throw fieldError('type', t('payment.typeMismatch'));
  // The contact the method needs, by the cabinet's own rules (src/kernel/contact.ts, phone.ts).
  if (method.type.toLowerCase().includes('sms')) {
    if (!(await isSmsPhone(params.phone))) throw needData('params.phone');
  } else if (!isEmail(params.email)) {
    throw needData('params.email');
  }
  const total = totalOf(order);
  const { due, points } =
    usePoints === '1' ? splitWithPoints(total, user.balance) : { due: total, points: 0 };
  const free = method.id === FREE_METHOD_ID;
  if (free && due > 0) throw fieldError('paymentId', t('payment.freeOnlyZero'));
  if (!free && due === 0) throw fieldError('paymentId', t('payment.nothingToPay'));
  if (!free && !isCardProvider(method.type) && method.type !== 'Erip') {
    throw fieldError('paymentId', t('payment.methodNotHere'));
  }
  const { email } = params;
  if (email) ctx.db.prepare('UPDATE orders SET contact_email = ? WHERE id = ?').run(email, order.id);
  const card = method.type === 'BePaid' ? newestCard(ctx, user.id) : null;
  startPayment(ctx.db, {
    orderId: order.id,
    methodId: method.id,
    amount: due,
    points,
    cardId: card?.id ?? null,
    ref: randomBytes(16).toString('hex'),
    nowS,
  });
  if (free) {
    const pending = pendingPayment(ctx.db, order.id);
    if (pending) settle(ctx.db, pending.id, nowS);
    return ok({ order_id: order.id, status: 1, amount: 0, points, next: 'paid' });
  }
  return ok({
    order_id: order.id,
    status: 0,
    amount: due,
    points,
    next: method.type === 'Erip' ? 'erip' : 'provider',
  });
};

const chooseErip = (ctx: ApiContext) => {
  const user = signedInUser(ctx);
  const nowS = nowSeconds(ctx);
  const order = orderOf(ctx.db, user.id, orderId(parse(ERIP_QUERY, ctx.query).id));
  assertPayable(order, nowS);
  const erip = methodsFor(ctx.db, ctx.brand.id).find((m) => m.type === 'Erip');
  if (!erip) throw httpError(422, t('payment.noErip'), { id: [t('payment.noErip')] });
  // The order is held for the ERIP window once, from the first time ERIP was chosen for it: choosing it
  // again (a reload of the ERIP page) must not keep a booking alive for ever.
  const chosenBefore = ctx.db
    .prepare('SELECT 1 FROM payments WHERE order_id = ? AND method_id = ?')
    .get(order.id, erip.id);
  if (!chosenBefore) {
    ctx.db
      .prepare('UPDATE orders SET expired_at = max(coalesce(expired_at, 0), ?) WHERE id = ?')
      .run(nowS + ERIP_WINDOW_S, order.id);
  }
  startPayment(ctx.db, {
    orderId: order.id,
    methodId: erip.id,
    amount: totalOf(order),
    points: 0,
    cardId: null,
    ref: randomBytes(16).toString('hex'),
    nowS,
  });
  const expiresAt = orderOf(ctx.db, user.id, order.id).expiredAt;
  return ok({ order_id: order.id, code: order.code, amount: totalOf(order), expires_at: expiresAt });
};

export const registerPayment = (router: ApiRouter): void => {
  router.get('/api/v2/frame/payment', paymentInfo);
  router.put('/api/v2/frame/order/:id', acceptOrder);
  router.get('/api/v2/frame/payment/erip', chooseErip);
};
