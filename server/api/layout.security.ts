// The security suites' rows (collected by server/security/endpoints.ts): the layout.
import { type Endpoint, get } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v3/pages/layout',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/pages/layout', 'none'),
  },
];
