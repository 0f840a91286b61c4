// Orders API (spec §7 calls). Every answer is validated against the schemas in schemas.ts.
import * as v from 'valibot';
import { ordersPage } from '../../kernel/endpoints.ts';
import { http } from '../../lib/http/api.ts';
import { ItemInfoSchema, OrderPageSchema, OrderSchema, ReturnInfoSchema } from './schemas.ts';

export * from './schemas.ts';

const MessageSchema = v.object({ message: v.optional(v.string(), '') });

import type { OrderTab, RefundMethod, TicketKind } from './schemas.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** A page of a tab with the validator it came with (kept with it on the device: lib/offline/syncCore.ts). */
export const fetchKeptOrders = (tab: OrderTab, page: number, lang: string, signal?: AbortSignal) =>
  http.requestWithValidator(OrderPageSchema, ordersPage(tab, page, lang), withSignal(signal));

export const fetchOrder = (id: number, lang: string, signal?: AbortSignal) =>
  http.request(OrderSchema, `/api/v3/users/me/orders/${id}`, { query: { lang }, ...withSignal(signal) });

export const fetchItemInfo = (itemId: number, signal?: AbortSignal) =>
  http.request(ItemInfoSchema, `/api/v3/users/me/orders/item/${itemId}`, withSignal(signal));

export const cancelOrder = (id: number) =>
  http.request(MessageSchema, `/api/v2/frame/order/${id}`, { method: 'DELETE' });

export const cancelTicket = (id: number, ticketId: number) =>
  http.request(MessageSchema, `/api/v2/frame/order/${id}/ticket/${ticketId}`, { method: 'DELETE' });

export const fetchOrderReturnInfo = (id: number) =>
  http.request(ReturnInfoSchema, `/api/v3/users/me/orders/${id}/return-info`);

export const fetchTicketReturnInfo = (id: number, kind: TicketKind, ticketId: number) =>
  http.request(ReturnInfoSchema, `/api/v3/users/me/orders/${id}/${kind}/${ticketId}/return-info`);

export const returnOrder = (id: number, method: RefundMethod) =>
  http.request(MessageSchema, `/api/v3/users/me/orders/${id}`, { method: 'DELETE', query: { type: method } });

export const returnTicket = (id: number, kind: TicketKind, ticketId: number, method: RefundMethod) =>
  http.request(MessageSchema, `/api/v3/users/me/orders/${id}/${kind}/${ticketId}`, {
    method: 'DELETE',
    query: { type: method },
  });

export const assignTicket = (code: string) =>
  http.request(
    v.object({ message: v.optional(v.string(), ''), order_id: v.optional(v.number()) }),
    '/api/v2/users/me/assign/ticket',
    { method: 'POST', json: { code } },
  );

const CheckInSchema = v.object({ status: v.picklist([0, 1]) });

/** Electronic registration of a whole train order (status 1 on, 0 off). */
export const setOrderCheckIn = (id: number, status: 0 | 1) =>
  http.request(CheckInSchema, `/api/v3/integration/train/order/${id}/remote-checkin`, {
    method: 'PUT',
    json: { status },
  });

/** Electronic registration of one train ticket (status 1 on, 0 off). */
export const setTicketCheckIn = (id: number, ticketId: number, status: 0 | 1) =>
  http.request(CheckInSchema, `/api/v3/integration/train/order/${id}/trains/${ticketId}/remote-checkin`, {
    method: 'PUT',
    json: { status },
  });

/**
 * Documents (spec §7 "window opens"): each address carries the profile's downloadToken as `t` and the
 * active language (the platform writes the document in it), with the file name it is saved under. The
 * cabinet fetches them (documents/useDocuments.ts): such an address is never a page's.
 */
const doc = (path: string, name: string, lang: string, returned = false) => ({
  url: (t: string) => http.url(path, returned ? { t, returned: 1, lang } : { t, lang }),
  name: `${name}.pdf`,
});

export const documents = {
  tickets: (id: number, lang: string) => doc(`/api/v2/users/me/orders/${id}/download`, `tickets-${id}`, lang),
  print: (id: number, lang: string) => doc(`/api/v2/users/me/orders/${id}/print`, `tickets-${id}`, lang),
  receipt: (id: number, lang: string) => doc(`/api/v2/users/me/orders/${id}/receipt`, `receipt-${id}`, lang),
  returnReceipt: (id: number, lang: string) =>
    doc(`/api/v3/order/${id}/receipt`, `return-receipt-${id}`, lang, true),
  trainPdf: (id: number, ticketId: number, lang: string) =>
    doc(`/api/v3/order/${id}/trains/${ticketId}/pdf`, `e-ticket-${ticketId}`, lang),
  trainReceipt: (id: number, ticketId: number, lang: string, returned = false) =>
    doc(
      `/api/v3/order/${id}/trains/${ticketId}/receipt`,
      `${returned ? 'return-receipt' : 'receipt'}-${ticketId}`,
      lang,
      returned,
    ),
};
