// Orders (spec §7): the tab lists, one order, item info, cancel, return (with return info), assign an
// external ticket, and electronic registration of train orders. Another customer's order is a 404.
import * as v from 'valibot';
import { num } from '../db/row.ts';
import { currentLang } from '../i18n/context.ts';
import { t } from '../i18n/messages.ts';
import {
  assignExternalTicket,
  cancelOrder,
  cancelTicket,
  orderReturnInfo,
  REFUND_METHODS,
  returnOrder,
  returnTicket,
  setOrderCheckIn,
  setTicketCheckIn,
  ticketReturnInfo,
} from '../orders/actions.ts';
import { findOwnOrder, ORDER_TABS, type OrderRow, orderJson, orderPage } from '../orders/read.ts';
import { readJsonOrForm } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';
import { asGuess } from './guesses.ts';
import { fields, idParam, parse, single } from './schema.ts';

const notFound = () => httpError(404, t('http.notFound'), [t('orders.noSuchOrder')]);

/** An id in the path; a malformed one is the 404 of an order that does not exist. */
const pathId = (ctx: ApiContext, name: string): number => idParam(ctx.params[name], notFound);

/** The signed-in customer's order from the path, or 404 (also for another customer's order). */
const ownOrder = (ctx: ApiContext, name = 'id'): { order: OrderRow; userId: number } => {
  const user = signedInUser(ctx);
  const order = findOwnOrder(ctx.db, user.id, pathId(ctx, name));
  if (!order) throw notFound();
  return { order, userId: user.id };
};

const ticketKind = (ctx: ApiContext): 'tickets' | 'trains' => {
  const kind = ctx.params.kind;
  if (kind === 'tickets' || kind === 'trains') return kind;
  throw httpError(404, t('http.notFound'), [t('orders.ticketKind')]);
};

/** The order endpoints list their refusals under "The given data was invalid." */
const LIST = { list: true } as const;

const LANG_QUERY = v.object({ lang: single('lang') });

const LIST_QUERY = v.object({
  type: v.pipe(
    single('type'),
    v.transform((s) => s || 'actual'),
    v.picklist(ORDER_TABS, () => t('fields.oneOf', { name: 'type', values: ORDER_TABS.join(', ') })),
  ),
  page: v.pipe(
    single('page'),
    v.transform((s) => s || '1'),
    v.regex(/^\d{1,6}$/, () => t('fields.intRange', { name: 'page', max: 999_999 })),
    v.transform(Number),
    v.minValue(1, () => t('fields.intRange', { name: 'page', max: 999_999 })),
  ),
  lang: single('lang'),
});

const REFUND_QUERY = v.object({
  type: v.pipe(
    single('type'),
    v.picklist(REFUND_METHODS, () => t('orders.refundMethod')),
  ),
});

const checkInFlag = () => t('fields.flag', { name: 'status' });
const CHECK_IN = fields({ status: v.pipe(single('status'), v.picklist(['0', '1'], checkInFlag)) });

const ASSIGN = fields({ code: single('code') });

const refundMethod = (ctx: ApiContext) => parse(REFUND_QUERY, ctx.query, LIST).type;

const checkInStatus = async (ctx: ApiContext): Promise<0 | 1> => {
  const { status } = parse(CHECK_IN, await readJsonOrForm(ctx.req), {
    ...LIST,
    notObject: () => httpError(422, t('fields.invalid'), [checkInFlag()]),
  });
  return status === '1' ? 1 : 0;
};

export const registerOrders = (router: ApiRouter): void => {
  router.get('/api/v3/users/me/orders', (ctx) => {
    const user = signedInUser(ctx);
    const query = parse(LIST_QUERY, ctx.query, LIST);
    const { page } = query;
    // The request's language: `lang` (spec §7), else Accept-Language, else the brand's.
    const lang = currentLang();
    const { rows, lastPage } = orderPage(ctx.db, user.id, query.type, page, nowSeconds(ctx));
    return ok({ data: rows.map((o) => orderJson(ctx.db, o, lang)), current_page: page, last_page: lastPage });
  });

  router.get('/api/v3/users/me/orders/:id', (ctx) => {
    const { order } = ownOrder(ctx);
    parse(LANG_QUERY, ctx.query);
    return ok(orderJson(ctx.db, order, currentLang()));
  });

  router.get('/api/v3/users/me/orders/item/:id', (ctx) => {
    const user = signedInUser(ctx);
    const item = ctx.db
      .prepare(
        `SELECT i.count_visits, i.number_visits, i.end_at FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.id = ? AND o.user_id = ?`,
      )
      .get(pathId(ctx, 'id'), user.id);
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
    cancelTicket(ctx.db, order, pathId(ctx, 'ticketId'));
    return ok({ message: t('orders.ticketCancelled') });
  });

  router.get('/api/v3/users/me/orders/:id/return-info', (ctx) => {
    const { order } = ownOrder(ctx);
    return ok(orderReturnInfo(ctx.db, order, nowSeconds(ctx)));
  });

  router.get('/api/v3/users/me/orders/:id/:kind/:ticketId/return-info', (ctx) => {
    const { order } = ownOrder(ctx);
    return ok(ticketReturnInfo(ctx.db, order, ticketKind(ctx), pathId(ctx, 'ticketId'), nowSeconds(ctx)));
  });

  router.delete('/api/v3/users/me/orders/:id', (ctx) => {
    const { order } = ownOrder(ctx);
    returnOrder(ctx.db, order, refundMethod(ctx), nowSeconds(ctx));
    return ok({ message: t('orders.returned') });
  });

  router.delete('/api/v3/users/me/orders/:id/:kind/:ticketId', (ctx) => {
    const { order } = ownOrder(ctx);
    returnTicket(ctx.db, order, ticketKind(ctx), pathId(ctx, 'ticketId'), refundMethod(ctx), nowSeconds(ctx));
    return ok({ message: t('orders.ticketReturned') });
  });

  router.post('/api/v2/users/me/assign/ticket', async (ctx) => {
    const user = signedInUser(ctx);
    const { code } = parse(ASSIGN, await readJsonOrForm(ctx.req), {
      notObject: () => httpError(400, t('fields.invalid'), [t('orders.enterTicketNumber')]),
    });
    if (code === '') throw httpError(400, t('fields.invalid'), [t('orders.enterTicketNumber')]);
    const orderId = asGuess(ctx, user.id, 'ticket', 'list', () =>
      assignExternalTicket(ctx.db, user, code, nowSeconds(ctx)),
    );
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
    setTicketCheckIn(ctx.db, order, pathId(ctx, 'ticketId'), status);
    return ok({ status });
  });
};
