// The security suites' rows (collected by server/security/endpoints.ts): search.
import { type Endpoint, get } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v2/search',
    owns: null,
    accepts: 'none',
    request: () =>
      get('/api/v2/search', 'none', { target: 'site', 'search[query]': 'swan', 'search[type]': '1' }),
  },
];
