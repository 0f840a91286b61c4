// Orders (spec §7): the tab lists, one order, item info, cancel, return (with return info), assign an
// external ticket, and electronic registration of train orders. Another customer's order is a 404.
import { num } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import {
  assignExternalTicket,
  cancelOrder,
  cancelTicket,
  isRefundMethod,
  orderReturnInfo,
  returnOrder,
  returnTicket,
  setOrderCheckIn,
  setTicketCheckIn,
  ticketReturnInfo,
} from '../orders/actions.ts';
import { findOwnOrder, isOrderTab, langOf, type OrderRow, orderJson, orderPage } from '../orders/read.ts';
import { field, readJsonOrForm, refuseUnknownFields } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';

const notFound = () => httpError(404, t('http.notFound'), [t('orders.noSuchOrder')]);

const idParam = (ctx: ApiContext, name: string): number => {
  const raw = ctx.params[name] ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw notFound();
  return Number(raw);
};

/** The signed-in customer's order from the path, or 404 (also for another customer's order). */
const ownOrder = (ctx: ApiContext, name = 'id'): { order: OrderRow; userId: number } => {
  const user = signedInUser(ctx);
  const order = findOwnOrder(ctx.db, user.id, idParam(ctx, name));
  if (!order) throw notFound();
  return { order, userId: user.id };
};

const ticketKind = (ctx: ApiContext): 'tickets' | 'trains' => {
  const kind = ctx.params.kind;
  if (kind === 'tickets' || kind === 'trains') return kind;
  throw httpError(404, t('http.notFound'), [t('orders.ticketKind')]);
};

const refundMethod = (ctx: ApiContext) => {
  const type = field(ctx.query, 'type');
  if (!isRefundMethod(type)) {
    throw httpError(422, t('fields.invalid'), [t('orders.refundMethod')]);
  }
  return type;
};

const checkInStatus = async (ctx: ApiContext): Promise<0 | 1> => {
  const body = await readJsonOrForm(ctx.req);
  refuseUnknownFields(body, ['status']);
  const status = field(body, 'status');
  if (status === '0' || status === '1') return status === '1' ? 1 : 0;
  throw httpError(422, t('fields.invalid'), [t('fields.flag', { name: 'status' })]);
};

export const registerOrders = (router: ApiRouter): void => {
  router.get('/api/v3/users/me/orders', (ctx) => {
    const user = signedInUser(ctx);
    const type = field(ctx.query, 'type') || 'actual';
    if (!isOrderTab(type))
      throw httpError(422, t('fields.invalid'), [
        t('fields.oneOf', { name: 'type', values: 'all, actual, booked, used' }),
      ]);
    const pageText = field(ctx.query, 'page') || '1';
    if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1) {
      throw httpError(422, t('fields.invalid'), [t('fields.intRange', { name: 'page', max: 999_999 })]);
    }
    const page = Number(pageText);
    const lang = langOf(field(ctx.query, 'lang'));
    const { rows, lastPage } = orderPage(ctx.db, user.id, type, page, nowSeconds(ctx));
    return ok({ data: rows.map((o) => orderJson(ctx.db, o, lang)), current_page: page, last_page: lastPage });
  });

  router.get('/api/v3/users/me/orders/:id', (ctx) => {
    const { order } = ownOrder(ctx);
    return ok(orderJson(ctx.db, order, langOf(field(ctx.query, 'lang'))));
  });

  router.get('/api/v3/users/me/orders/item/:id', (ctx) => {
    const user = signedInUser(ctx);
    const item = ctx.db
      .prepare(
        `SELECT i.count_visits, i.number_visits, i.end_at FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.id = ? AND o.user_id = ?`,
      )
      .get(idParam(ctx, 'id'), user.id);
    if (!item) throw httpError(404, t('http.notFound'), [t('orders.noSuchItem')]);
    return ok({
      countVisits: num(item, 'count_visits'),
      numberVisits: num(item, 'number_visits'),
      end: num(item, 'end_at'),
    });
  });

  router.delete('/api/v2/frame/order/:id', (ctx) => {
    const { order } = ownOrder(ctx);
    cancelOrder(ctx.db, order);
    return ok({ message: t('orders.cancelled') });
  });

  router.delete('/api/v2/frame/order/:id/ticket/:ticketId', (ctx) => {
    const { order } = ownOrder(ctx);
    cancelTicket(ctx.db, order, idParam(ctx, 'ticketId'));
    return ok({ message: t('orders.ticketCancelled') });
  });

  router.get('/api/v3/users/me/orders/:id/return-info', (ctx) => {
    const { order } = ownOrder(ctx);
    return ok(orderReturnInfo(ctx.db, order, nowSeconds(ctx)));
  });

  router.get('/api/v3/users/me/orders/:id/:kind/:ticketId/return-info', (ctx) => {
    const { order } = ownOrder(ctx);
    return ok(ticketReturnInfo(ctx.db, order, ticketKind(ctx), idParam(ctx, 'ticketId'), nowSeconds(ctx)));
  });

  router.delete('/api/v3/users/me/orders/:id', (ctx) => {
    const { order } = ownOrder(ctx);
    returnOrder(ctx.db, order, refundMethod(ctx), nowSeconds(ctx));
    return ok({ message: t('orders.returned') });
  });

  router.delete('/api/v3/users/me/orders/:id/:kind/:ticketId', (ctx) => {
    const { order } = ownOrder(ctx);
    returnTicket(
      ctx.db,
      order,
      ticketKind(ctx),
      idParam(ctx, 'ticketId'),
      refundMethod(ctx),
      nowSeconds(ctx),
    );
    return ok({ message: t('orders.ticketReturned') });
  });

  router.post('/api/v2/users/me/assign/ticket', async (ctx) => {
    const user = signedInUser(ctx);
    const body = await readJsonOrForm(ctx.req);
    refuseUnknownFields(body, ['code']);
    const code = field(body, 'code');
    const orderId = assignExternalTicket(ctx.db, user, code, nowSeconds(ctx));
    return ok({ message: t('orders.linked'), order_id: orderId });
  });

  router.put('/api/v3/integration/train/order/:id/remote-checkin', async (ctx) => {
    const { order } = ownOrder(ctx);
    const status = await checkInStatus(ctx);
    setOrderCheckIn(ctx.db, order, status);
    return ok({ status });
  });

  router.put('/api/v3/integration/train/order/:id/trains/:ticketId/remote-checkin', async (ctx) => {
    const { order } = ownOrder(ctx);
    const status = await checkInStatus(ctx);
    setTicketCheckIn(ctx.db, order, idParam(ctx, 'ticketId'), status);
    return ok({ status });
  });
};
