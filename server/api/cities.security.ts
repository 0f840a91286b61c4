// The security suites' rows (collected by server/security/endpoints.ts): the city list.
import { type Endpoint, get } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v2/cities',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v2/cities', 'none', { lang: 'ru' }),
  },
];
