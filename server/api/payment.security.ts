// The security suites' rows (collected by server/security/endpoints.ts): payment.

import { type Endpoint, get } from '../security/requests.ts';
import type { TestApp } from '../test-support.ts';

const ACCEPT_1003 = {
  'params[email]': 'anna@example.com',
  usePoints: '0',
  paymentId: '1',
  type: 'BePaid',
  view_type: 'cabinet',
};

/** Anna accepts order 1003 for a card payment: a pending payment the provider stand-in knows. */
export const pendingCardPayment = async (app: TestApp, anna: string) => {
  const res = await app.call('PUT', `/api/v2/frame/order/1003?${new URLSearchParams(ACCEPT_1003)}`, {
    headers: { authorization: `Bearer ${anna}` },
  });
  if (res.status !== 200) throw new Error(`setup: accept 1003 failed: ${res.status} ${res.text}`);
};

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v2/frame/payment',
    owns: 'order (payment)',
    accepts: 'none',
    request: () => get('/api/v2/frame/payment', 'bearer', { order_id: '1005' }),
  },
  {
    route: 'PUT /api/v2/frame/order/:id',
    owns: 'order (payment)',
    accepts: 'none',
    request: () => ({ method: 'PUT', path: '/api/v2/frame/order/1003', auth: 'bearer', query: ACCEPT_1003 }),
  },
  {
    route: 'GET /api/v2/frame/payment/erip',
    owns: 'order (payment)',
    accepts: 'none',
    request: () => get('/api/v2/frame/payment/erip', 'bearer', { id: '1005' }),
  },
];
