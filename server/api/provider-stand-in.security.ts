// The security suites' rows (collected by server/security/endpoints.ts): the payment provider's local
// stand-in.

import { type Endpoint, get } from '../security/requests.ts';
import { pendingCardPayment } from './payment.security.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v2/frame/payment/:type',
    owns: 'order (provider page)',
    accepts: 'none',
    setup: pendingCardPayment,
    request: () =>
      get('/api/v2/frame/payment/BePaid', 'cookie', {
        id: '1003',
        register: '1',
        view_type: 'cabinet',
        redirect_to: '/thank-you',
      }),
  },
  {
    route: 'POST /api/v2/frame/payment/:type',
    owns: 'order (provider outcome)',
    accepts: 'form',
    setup: pendingCardPayment,
    request: ({ ref }) => ({
      method: 'POST',
      path: '/api/v2/frame/payment/BePaid',
      auth: 'cookie',
      body: { form: { id: '1003', ref, outcome: 'pay', redirect_to: '/thank-you' } },
    }),
  },
  {
    route: 'GET /api/v2/frame/stand-in/provider.js',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/frame/stand-in/provider.js', 'none'),
  },
  {
    route: 'GET /api/v2/frame/stand-in/provider.css',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/frame/stand-in/provider.css', 'none'),
  },
];
