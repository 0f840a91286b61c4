// The security suites' rows (collected by server/security/endpoints.ts): orders, tickets, items.
import { del, type Endpoint, get, json } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'POST /api/v2/users/me/assign/ticket',
    // An external ticket's number, not a customer's id; a linked one is refused to everyone (authz.test.ts).
    owns: null,
    accepts: 'either',
    request: () => json('POST', '/api/v2/users/me/assign/ticket', { code: 'EXT-12345' }),
  },
  {
    route: 'GET /api/v3/users/me/orders',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders', 'bearer', { type: 'used', page: '2', lang: 'ru' }),
  },
  {
    route: 'GET /api/v3/users/me/orders/:id',
    owns: 'order',
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders/1001', 'bearer', { lang: 'en' }),
  },
  {
    route: 'GET /api/v3/users/me/orders/item/:id',
    owns: 'item',
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders/item/100901'),
  },
  {
    route: 'DELETE /api/v2/frame/order/:id',
    owns: 'order',
    accepts: 'none',
    request: () => del('/api/v2/frame/order/1003'),
  },
  {
    route: 'DELETE /api/v2/frame/order/:id/ticket/:ticketId',
    owns: 'ticket',
    accepts: 'none',
    request: () => del('/api/v2/frame/order/1003/ticket/100301'),
  },
  {
    route: 'GET /api/v3/users/me/orders/:id/return-info',
    owns: 'order',
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders/1001/return-info'),
  },
  {
    route: 'GET /api/v3/users/me/orders/:id/:kind/:ticketId/return-info',
    owns: 'ticket',
    accepts: 'none',
    request: () => get('/api/v3/users/me/orders/1001/tickets/100101/return-info'),
  },
  {
    route: 'DELETE /api/v3/users/me/orders/:id',
    owns: 'order',
    accepts: 'none',
    request: () => del('/api/v3/users/me/orders/1001', { type: 'balance' }),
  },
  {
    route: 'DELETE /api/v3/users/me/orders/:id/:kind/:ticketId',
    owns: 'ticket',
    accepts: 'none',
    request: () => del('/api/v3/users/me/orders/1001/tickets/100101', { type: 'balance' }),
  },
  {
    route: 'PUT /api/v3/integration/train/order/:id/remote-checkin',
    owns: 'order (train)',
    accepts: 'either',
    request: () => json('PUT', '/api/v3/integration/train/order/1007/remote-checkin', { status: 1 }),
  },
  {
    route: 'PUT /api/v3/integration/train/order/:id/trains/:ticketId/remote-checkin',
    owns: 'train ticket',
    accepts: 'either',
    request: () =>
      json('PUT', '/api/v3/integration/train/order/1007/trains/100702/remote-checkin', { status: 1 }),
  },
];
