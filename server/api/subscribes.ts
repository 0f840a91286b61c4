// Subscriptions (video passes). GET /api/v3/subscribes: the brand's plans. /api/v3/users/me/subscribes:
// the customer's subscriptions. Subscribing and prolonging are paid: they create an order waiting for
// payment (20 minutes) and answer its `order_id`; the client then opens the payment route for it.
// Paying that order calls `applySubscriptionPayment`, which starts or extends the subscription.

import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { ORDER_STATUS } from '../../src/kernel/orders.ts';
import { bool, num, numOrNull, type Row, str, texts } from '../db/row.ts';
import { orderCode } from '../db/seed/order-builder.ts';
import { t } from '../i18n/messages.ts';
import { readJson } from '../web/body.ts';
import { fieldError, httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';
import { fields, idParam, int, parse, requiredInt, requiredText } from './schema.ts';

const DAY = 86_400;
/** How long a subscription payment order waits for payment (as order 1005 in the demo data). */
const PAYMENT_WINDOW_S = 20 * 60;

const planJson = (row: Row) => ({
  id: num(row, 'id'),
  name: texts(row, 'names'),
  description: texts(row, 'descriptions'),
  price: num(row, 'price'),
  period_days: num(row, 'period_days'),
  image: str(row, 'image'),
});

const findPlan = (db: DatabaseSync, brand: string, id: number): Row | undefined =>
  db.prepare('SELECT * FROM subscription_plans WHERE id = ? AND brand = ?').get(id, brand);

const subscriptionJson = (db: DatabaseSync, row: Row) => {
  const plan = db.prepare('SELECT * FROM subscription_plans WHERE id = ?').get(num(row, 'plan_id'));
  return {
    id: num(row, 'id'),
    plan_id: num(row, 'plan_id'),
    plan: plan ? planJson(plan) : null,
    started_at: num(row, 'started_at'),
    end_at: num(row, 'end_at'),
    auto_renew: bool(row, 'auto_renew') ? 1 : 0,
    cancelled_at: numOrNull(row, 'cancelled_at'),
  };
};

const findOwnSubscription = (db: DatabaseSync, id: number, userId: number): Row => {
  const row = db.prepare('SELECT * FROM user_subscriptions WHERE id = ? AND user_id = ?').get(id, userId);
  if (!row) throw httpError(404, t('http.notFound'));
  return row;
};

/**
 * The order already waiting for payment for `plan` (a new subscription, or prolonging `subscriptionId`),
 * if there is one: subscribing again (a double click, a burst, a second tab) must not make a second
 * order that could be paid twice.
 */
const pendingPaymentOrder = (
  ctx: ApiContext,
  userId: number,
  planId: number,
  subscriptionId: number | null,
): number | null => {
  const row = ctx.db
    .prepare(
      `SELECT o.id FROM subscription_orders so JOIN orders o ON o.id = so.order_id
       WHERE so.user_id = ? AND so.plan_id = ? AND so.subscription_id IS ? AND so.applied_at IS NULL
         AND o.status = ${ORDER_STATUS.waiting} AND (o.expired_at IS NULL OR o.expired_at > ?)
       ORDER BY o.id DESC LIMIT 1`,
    )
    .get(userId, planId, subscriptionId, nowSeconds(ctx));
  return row ? num(row, 'id') : null;
};

/**
 * The order that pays for `plan` (a new subscription, or prolonging `subscriptionId`): the one already
 * waiting, else a new one. No `await` between the lookup and the insert, so concurrent requests
 * cannot both miss the pending order.
 */
const paymentOrderFor = (
  ctx: ApiContext,
  userId: number,
  plan: Row,
  subscriptionId: number | null,
): { orderId: number; created: boolean } => {
  const pending = pendingPaymentOrder(ctx, userId, num(plan, 'id'), subscriptionId);
  if (pending !== null) return { orderId: pending, created: false };
  return { orderId: createPaymentOrder(ctx, userId, plan, subscriptionId), created: true };
};

/** Creates the order that pays for `plan` (a new subscription, or prolonging `subscriptionId`). */
const createPaymentOrder = (ctx: ApiContext, userId: number, plan: Row, subscriptionId: number | null) => {
  const now = nowSeconds(ctx);
  const next = ctx.db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM orders').get();
  const orderId = next ? num(next, 'id') : 1;
  const price = num(plan, 'price');
  ctx.db
    .prepare(
      `INSERT INTO orders (id, user_id, brand, code, kind, status, type, currency, event_at, created_at,
       expired_at, amount, total_amount) VALUES (?, ?, ?, ?, 'items', 0, 1, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      orderId,
      userId,
      ctx.brand.id,
      orderCode(orderId),
      ctx.brand.id === 'ge' ? 'gel' : 'rub',
      now,
      now,
      now + PAYMENT_WINDOW_S,
      price,
      price,
    );
  ctx.db
    .prepare(
      'INSERT INTO subscription_orders (order_id, user_id, plan_id, subscription_id) VALUES (?, ?, ?, ?)',
    )
    .run(orderId, userId, num(plan, 'id'), subscriptionId);
  return orderId;
};

/**
 * Starts or prolongs the subscription an order was created for, once that order is paid. Idempotent:
 * a second call for the same order does nothing. An order for a new subscription to a plan the
 * customer already holds (two orders paid, as bursts once made) extends that subscription instead of
 * starting a parallel one. Returns the subscription id, or null for an order that is not a
 * subscription payment.
 */
export const applySubscriptionPayment = (db: DatabaseSync, orderId: number, nowS: number): number | null => {
  const link = db.prepare('SELECT * FROM subscription_orders WHERE order_id = ?').get(orderId);
  if (!link) return null;
  const subscriptionId = numOrNull(link, 'subscription_id');
  if (link.applied_at !== null) return subscriptionId;
  const plan = db
    .prepare('SELECT period_days FROM subscription_plans WHERE id = ?')
    .get(num(link, 'plan_id'));
  const period = (plan ? num(plan, 'period_days') : 30) * DAY;
  const userId = num(link, 'user_id');
  const held =
    subscriptionId === null
      ? db
          .prepare(
            `SELECT id FROM user_subscriptions WHERE user_id = ? AND plan_id = ? AND end_at > ?
             ORDER BY end_at DESC LIMIT 1`,
          )
          .get(userId, num(link, 'plan_id'), nowS)
      : undefined;
  let id = held ? num(held, 'id') : subscriptionId;
  if (id === null) {
    const result = db
      .prepare(
        'INSERT INTO user_subscriptions (user_id, plan_id, started_at, end_at, auto_renew) VALUES (?, ?, ?, ?, 1)',
      )
      .run(userId, num(link, 'plan_id'), nowS, nowS + period);
    id = Number(result.lastInsertRowid);
  } else {
    db.prepare(
      `UPDATE user_subscriptions SET end_at = max(end_at, ?) + ?, cancelled_at = NULL, auto_renew = 1
       WHERE id = ?`,
    ).run(nowS, period, id);
  }
  db.prepare('UPDATE subscription_orders SET applied_at = ?, subscription_id = ? WHERE order_id = ?').run(
    nowS,
    id,
    orderId,
  );
  db.prepare('UPDATE users SET has_subscribe = 1 WHERE id = ?').run(userId);
  return id;
};

const SUBSCRIBE = fields({ plan_id: requiredInt('plan_id') });

const ACTIONS: readonly string[] = ['change', 'prolong', 'resume'];
/** Change the plan (`plan_id` then required), prolong or resume. */
const CHANGE = v.pipe(
  fields({
    action: v.pipe(
      requiredText('action'),
      v.check(
        (s) => s === '' || ACTIONS.includes(s),
        () => t('fields.selected', { name: 'action' }),
      ),
    ),
    plan_id: int('plan_id'),
  }),
  v.forward(
    v.partialCheck(
      [['action'], ['plan_id']],
      (b) => b.action !== 'change' || b.plan_id !== null,
      () => t('fields.required', { name: 'plan_id' }),
    ),
    ['plan_id'],
  ),
);

export const registerSubscribes = (router: ApiRouter): void => {
  router.get('/api/v3/subscribes', (ctx) => {
    const rows = ctx.db
      .prepare('SELECT * FROM subscription_plans WHERE brand = ? ORDER BY position, id')
      .all(ctx.brand.id);
    return ok({ data: rows.map(planJson) });
  });

  router.get('/api/v3/users/me/subscribes', (ctx) => {
    const user = signedInUser(ctx);
    const rows = ctx.db
      .prepare('SELECT * FROM user_subscriptions WHERE user_id = ? ORDER BY end_at DESC, id')
      .all(user.id);
    return ok({ data: rows.map((row) => subscriptionJson(ctx.db, row)) });
  });

  // Subscribe to a plan: a payment order for it.
  router.post('/api/v3/users/me/subscribes', async (ctx) => {
    const user = signedInUser(ctx);
    const { plan_id: planId } = parse(SUBSCRIBE, await readJson(ctx.req));
    const plan = findPlan(ctx.db, ctx.brand.id, planId);
    if (!plan) throw fieldError('plan_id', t('fields.selected', { name: 'plan_id' }));
    const held = ctx.db
      .prepare('SELECT id FROM user_subscriptions WHERE user_id = ? AND plan_id = ? AND end_at > ?')
      .get(user.id, num(plan, 'id'), nowSeconds(ctx));
    if (held) throw fieldError('plan_id', t('subscriptions.alreadyHeld'));
    const { orderId, created } = paymentOrderFor(ctx, user.id, plan, null);
    return { status: created ? 201 : 200, body: { order_id: orderId } };
  });

  // Change the plan, prolong (a payment order) or resume a cancelled subscription.
  router.put('/api/v3/users/me/subscribes/:id', async (ctx) => {
    const user = signedInUser(ctx);
    const id = idParam(ctx.params.id);
    const row = findOwnSubscription(ctx.db, id, user.id);
    const { action, plan_id: planId } = parse(CHANGE, await readJson(ctx.req));
    const now = nowSeconds(ctx);
    const expired = num(row, 'end_at') <= now;
    if (action === 'prolong') {
      const plan = findPlan(ctx.db, ctx.brand.id, num(row, 'plan_id'));
      if (!plan) throw fieldError('plan_id', t('subscriptions.notSold'));
      return ok({ order_id: paymentOrderFor(ctx, user.id, plan, id).orderId });
    }
    if (expired) throw fieldError('action', t('subscriptions.expiredProlong'));
    if (action === 'resume') {
      if (row.cancelled_at === null) throw fieldError('action', t('subscriptions.notCancelled'));
      ctx.db
        .prepare('UPDATE user_subscriptions SET cancelled_at = NULL, auto_renew = 1 WHERE id = ?')
        .run(id);
    } else {
      const plan = planId === null ? undefined : findPlan(ctx.db, ctx.brand.id, planId);
      if (!plan) throw fieldError('plan_id', t('fields.selected', { name: 'plan_id' }));
      if (num(plan, 'id') === num(row, 'plan_id')) throw fieldError('plan_id', t('subscriptions.samePlan'));
      ctx.db.prepare('UPDATE user_subscriptions SET plan_id = ? WHERE id = ?').run(num(plan, 'id'), id);
    }
    return ok({ data: subscriptionJson(ctx.db, findOwnSubscription(ctx.db, id, user.id)) });
  });

  // Cancel: no renewal; the subscription stays valid until its end.
  router.delete('/api/v3/users/me/subscribes/:id', (ctx) => {
    const user = signedInUser(ctx);
    const id = idParam(ctx.params.id);
    const row = findOwnSubscription(ctx.db, id, user.id);
    if (row.cancelled_at !== null) throw fieldError('id', t('subscriptions.alreadyCancelled'));
    if (num(row, 'end_at') <= nowSeconds(ctx)) throw fieldError('id', t('subscriptions.alreadyExpired'));
    ctx.db
      .prepare('UPDATE user_subscriptions SET cancelled_at = ?, auto_renew = 0 WHERE id = ?')
      .run(nowSeconds(ctx), id);
    return ok({ data: subscriptionJson(ctx.db, findOwnSubscription(ctx.db, id, user.id)) });
  });
};
