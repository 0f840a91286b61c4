// Window opens (spec §7): ticket downloads and prints, receipts, train e-tickets. The browser opens
// them, so they carry the customer's downloadToken as `t` instead of a bearer token, and answer a PDF.
import * as v from 'valibot';
import { num, str } from '../db/row.ts';
import { currentLang } from '../i18n/context.ts';
import { type MessageKey, t } from '../i18n/messages.ts';
import { type PdfSpec, renderPdf } from '../orders/pdf.ts';
import {
  brandOfOrder,
  type Reader,
  receiptPdf,
  ticketsPdf,
  trainPdf,
  trainReceiptPdf,
} from '../orders/printable.ts';
import { findOwnOrder, type OrderRow, orderJson } from '../orders/read.ts';
import { httpError } from '../web/errors.ts';
import { rawReply } from '../web/reply.ts';
import { DOCUMENT_DOWNLOAD_HEADERS } from '../web/security.ts';
import type { ApiContext, ApiRouter } from './context.ts';
import { parse, readId, single } from './schema.ts';

const TOKEN_QUERY = v.object({ t: single('t') });
/** `lang` (a single value; the language itself is the request's) and `returned=1` for a return's document. */
const DOCUMENT_QUERY = v.object({ lang: single('lang'), returned: single('returned') });
const returnedAsked = (ctx: ApiContext): boolean => parse(DOCUMENT_QUERY, ctx.query).returned === '1';

/** The customer whose downloadToken is `t`; 401 without or with an unknown token. */
const tokenUser = (ctx: ApiContext): number => {
  const token = parse(TOKEN_QUERY, ctx.query).t;
  const row = token ? ctx.db.prepare('SELECT id FROM users WHERE download_token = ?').get(token) : undefined;
  if (!row) throw httpError(401, 'Unauthenticated.', [t('documents.tokenRequired')]);
  return num(row, 'id');
};

const tokenOrder = (ctx: ApiContext): OrderRow => {
  const userId = tokenUser(ctx);
  const id = readId(ctx.params.id);
  const order = id === null ? null : findOwnOrder(ctx.db, userId, id);
  if (!order) throw httpError(404, t('http.notFound'), [t('orders.noSuchOrder')]);
  return order;
};

const refuse = (key: MessageKey) => {
  const message = t(key);
  return httpError(409, message, [message]);
};

const pdf = async (name: string, spec: PdfSpec) =>
  rawReply(200, await renderPdf(spec), {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${name}.pdf"`,
    ...DOCUMENT_DOWNLOAD_HEADERS,
  });

/** The order as the customer reads it: names in the request's language (spec §7: `lang`). */
const readable = (ctx: ApiContext, o: OrderRow): { reader: Reader; order: ReturnType<typeof orderJson> } => {
  // A list or an object where the language belongs is a 422, like any other field.
  parse(DOCUMENT_QUERY, ctx.query);
  const lang = currentLang();
  return { reader: { lang, brand: brandOfOrder(str(o, 'brand')) }, order: orderJson(ctx.db, o, lang) };
};

/** Spec §4 download: status 1, no infokiosk object, not external. */
const assertDownloadable = (o: OrderRow) => {
  if (num(o, 'status') !== 1) throw refuse('documents.mustBePaid');
  if (num(o, 'has_object_infokiosk') === 1) throw refuse('documents.infokiosk');
  if (num(o, 'is_from_external') === 1) throw refuse('documents.linkedNoDownload');
};

export const registerDocuments = (router: ApiRouter): void => {
  router.get('/api/v2/users/me/orders/:id/:action', (ctx) => {
    const o = tokenOrder(ctx);
    const action = ctx.params.action;
    if (action === 'download' || action === 'print') {
      assertDownloadable(o);
      const { reader, order } = readable(ctx, o);
      return pdf(`tickets-${num(o, 'id')}`, ticketsPdf(reader, order));
    }
    if (action === 'receipt') {
      if (![1, 2, 3].includes(num(o, 'status'))) throw refuse('documents.mustBePaid');
      const { reader, order } = readable(ctx, o);
      return pdf(`receipt-${num(o, 'id')}`, receiptPdf(reader, order, false));
    }
    throw httpError(404, t('http.notFound'), [t('documents.unknown')]);
  });

  router.get('/api/v3/order/:id/receipt', (ctx) => {
    const o = tokenOrder(ctx);
    const returned = returnedAsked(ctx);
    if (returned && num(o, 'receipt_return') !== 1) throw refuse('documents.noReturnReceipt');
    if (!returned && ![1, 2, 3].includes(num(o, 'status'))) throw refuse('documents.mustBePaid');
    const { reader, order } = readable(ctx, o);
    return pdf(`receipt-${num(o, 'id')}`, receiptPdf(reader, order, returned));
  });

  const trainDocument = (ctx: ApiContext, what: 'pdf' | 'receipt') => {
    const o = tokenOrder(ctx);
    const { reader, order } = readable(ctx, o);
    const ticketId = readId(ctx.params.ticketId);
    const ticket = order.trains.find((t) => t.id === ticketId);
    if (!ticket) throw httpError(404, t('http.notFound'), [t('orders.noSuchTicket')]);
    const returned = returnedAsked(ctx);
    if (returned && ticket.returnedAt === null) throw refuse('documents.ticketNotReturned');
    if (!returned && num(o, 'status') !== 1) throw refuse('documents.mustBePaid');
    const name = `train-${ticket.id}-${what}`;
    return pdf(
      name,
      what === 'pdf' ? trainPdf(reader, order, ticket) : trainReceiptPdf(reader, order, ticket, returned),
    );
  };
  router.get('/api/v3/order/:id/trains/:ticketId/pdf', (ctx) => trainDocument(ctx, 'pdf'));
  router.get('/api/v3/order/:id/trains/:ticketId/receipt', (ctx) => trainDocument(ctx, 'receipt'));
};
