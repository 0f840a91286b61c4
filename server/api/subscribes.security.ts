// The security suites' rows (collected by server/security/endpoints.ts): subscriptions.
import { del, type Endpoint, get, json } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v3/subscribes',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/subscribes', 'none'),
  },
  {
    route: 'GET /api/v3/users/me/subscribes',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/subscribes'),
  },
  {
    route: 'POST /api/v3/users/me/subscribes',
    owns: null,
    accepts: 'json',
    request: () => json('POST', '/api/v3/users/me/subscribes', { plan_id: 2 }),
  },
  {
    route: 'PUT /api/v3/users/me/subscribes/:id',
    owns: 'subscription',
    accepts: 'json',
    request: () => json('PUT', '/api/v3/users/me/subscribes/1', { action: 'change', plan_id: 2 }),
  },
  {
    route: 'DELETE /api/v3/users/me/subscribes/:id',
    owns: 'subscription',
    accepts: 'none',
    request: () => del('/api/v3/users/me/subscribes/1'),
  },
];
