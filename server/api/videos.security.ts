// The security suites' rows (collected by server/security/endpoints.ts): videos.
import { type Endpoint, get } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v3/users/me/videos',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/videos'),
  },
];
