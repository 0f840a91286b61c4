// Window opens (spec §7): ticket downloads and prints, receipts, train e-tickets. The browser opens
// them, so they carry the customer's downloadToken as `t` instead of a bearer token, and answer a PDF.
import { num, numOrNull, str, strOrNull } from '../db/row.ts';
import { field } from '../http/body.ts';
import { httpError } from '../http/errors.ts';
import { rawReply } from '../http/reply.ts';
import { DOCUMENT_DOWNLOAD_HEADERS } from '../http/security.ts';
import { type MessageKey, t } from '../i18n/messages.ts';
import { renderPdf } from '../orders/pdf.ts';
import { findOwnOrder, langOf, type OrderRow, orderJson } from '../orders/read.ts';
import type { ApiContext, ApiRouter } from './context.ts';

const formatMoney = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

/** The customer whose downloadToken is `t`; 401 without or with an unknown token. */
const tokenUser = (ctx: ApiContext): number => {
  const token = field(ctx.query, 't');
  const row = token ? ctx.db.prepare('SELECT id FROM users WHERE download_token = ?').get(token) : undefined;
  if (!row) throw httpError(401, 'Unauthenticated.', [t('documents.tokenRequired')]);
  return num(row, 'id');
};

const tokenOrder = (ctx: ApiContext): OrderRow => {
  const userId = tokenUser(ctx);
  const raw = ctx.params.id ?? '';
  const order = /^\d{1,12}$/.test(raw) ? findOwnOrder(ctx.db, userId, Number(raw)) : null;
  if (!order) throw httpError(404, t('http.notFound'), [t('orders.noSuchOrder')]);
  return order;
};

const refuse = (key: MessageKey) => {
  const message = t(key);
  return httpError(409, message, [message]);
};

const pdf = (name: string, title: string, lines: string[]) =>
  rawReply(200, renderPdf(title, lines), {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${name}.pdf"`,
    ...DOCUMENT_DOWNLOAD_HEADERS,
  });

/** Spec §4 download: status 1, no infokiosk object, not external. */
const assertDownloadable = (o: OrderRow) => {
  if (num(o, 'status') !== 1) throw refuse('documents.mustBePaid');
  if (num(o, 'has_object_infokiosk') === 1) throw refuse('documents.infokiosk');
  if (num(o, 'is_from_external') === 1) throw refuse('documents.linkedNoDownload');
};

const orderLines = (ctx: ApiContext, o: OrderRow): string[] => {
  const json = orderJson(ctx.db, o, langOf(field(ctx.query, 'lang')));
  return [
    `Order ${json.id}, code ${json.code}`,
    ...json.tickets.map(
      (t) =>
        `${t.performance.name}: ${t.section_name ?? ''} row ${t.row ?? '-'} place ${t.place ?? '-'}, code ${t.ticket_code}${t.returned_at ? ' (returned)' : ''}`,
    ),
    ...json.trains.map((t) => `${t.fio}: car ${t.carNumber}, places ${t.places}, code ${t.code ?? '-'}`),
    ...json.transfers.map((t) => `Transfer ${t.code}`),
    ...json.items.map((i) => `${i.name}, code ${i.code}`),
    `Total ${formatMoney(json.total_amount)}`,
  ];
};

export const registerDocuments = (router: ApiRouter): void => {
  router.get('/api/v2/users/me/orders/:id/:action', (ctx) => {
    const o = tokenOrder(ctx);
    const action = ctx.params.action;
    if (action === 'download' || action === 'print') {
      assertDownloadable(o);
      return pdf(
        `tickets-${num(o, 'id')}`,
        action === 'print' ? 'Tickets (print)' : 'Tickets',
        orderLines(ctx, o),
      );
    }
    if (action === 'receipt') {
      if (![1, 2, 3].includes(num(o, 'status'))) throw refuse('documents.mustBePaid');
      return pdf(`receipt-${num(o, 'id')}`, 'Receipt', orderLines(ctx, o));
    }
    throw httpError(404, t('http.notFound'), [t('documents.unknown')]);
  });

  router.get('/api/v3/order/:id/receipt', (ctx) => {
    const o = tokenOrder(ctx);
    const returned = field(ctx.query, 'returned') === '1';
    if (returned && num(o, 'receipt_return') !== 1) throw refuse('documents.noReturnReceipt');
    if (!returned && ![1, 2, 3].includes(num(o, 'status'))) throw refuse('documents.mustBePaid');
    return pdf(`receipt-${num(o, 'id')}`, returned ? 'Return receipt' : 'Receipt', orderLines(ctx, o));
  });

  const trainDocument = (ctx: ApiContext, what: 'pdf' | 'receipt') => {
    const o = tokenOrder(ctx);
    const ticket = ctx.db
      .prepare('SELECT * FROM train_tickets WHERE id = ? AND order_id = ?')
      .get(Number(ctx.params.ticketId ?? 0), num(o, 'id'));
    if (!ticket) throw httpError(404, t('http.notFound'), [t('orders.noSuchTicket')]);
    const returned = field(ctx.query, 'returned') === '1';
    if (returned && numOrNull(ticket, 'returned_at') === null) throw refuse('documents.ticketNotReturned');
    if (!returned && num(o, 'status') !== 1) throw refuse('documents.mustBePaid');
    const lines = [
      `${strOrNull(o, 'train_from') ?? ''} - ${strOrNull(o, 'train_to') ?? ''}, train ${strOrNull(o, 'train_number') ?? ''}`,
      `${str(ticket, 'fio')}: car ${str(ticket, 'car_number')}, places ${str(ticket, 'places')}`,
      `Code ${strOrNull(ticket, 'code') ?? '-'}`,
    ];
    const title = what === 'pdf' ? 'Train e-ticket' : returned ? 'Return receipt' : 'Receipt';
    return pdf(`train-${num(ticket, 'id')}-${what}`, title, lines);
  };
  router.get('/api/v3/order/:id/trains/:ticketId/pdf', (ctx) => trainDocument(ctx, 'pdf'));
  router.get('/api/v3/order/:id/trains/:ticketId/receipt', (ctx) => trainDocument(ctx, 'receipt'));
};
