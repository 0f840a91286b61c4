// The security suites' rows (collected by server/security/endpoints.ts): the signed-in customer.
import { type Endpoint, get } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  { route: 'GET /api/v2/users/me', owns: null, accepts: 'none', request: () => get('/api/v2/users/me') },
];
