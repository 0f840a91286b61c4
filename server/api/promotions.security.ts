// The security suites' rows (collected by server/security/endpoints.ts): coupons.
import { type Endpoint, get } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v2/users/me/coupons',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/users/me/coupons', 'bearer', { archive: '0', page: '1', perPage: '4' }),
  },
];
