// The security suites' rows (collected by server/security/endpoints.ts): the balance and promo codes.
import { type Endpoint, get, json } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v2/users/me/transactions',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/users/me/transactions', 'bearer', { page: '2' }),
  },
  {
    route: 'POST /api/v2/promocodes/activate',
    owns: null,
    accepts: 'either',
    request: () => json('POST', '/api/v2/promocodes/activate', { params: { code: 'PROMO100' } }),
  },
];
