// The security suites' rows (collected by server/security/endpoints.ts): the delivery addresses.
import { del, type Endpoint, get, json } from '../security/requests.ts';

const ADDRESS = {
  full_name: 'Anna Ivanova',
  country: 'Belarus',
  region: 'Minsk',
  city: 'Minsk',
  postcode: '220000',
  address: 'Nezavisimosti 1',
  phone: '+375291111111',
};
export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v3/users/me/addresses',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/addresses'),
  },
  {
    route: 'POST /api/v3/users/me/addresses',
    owns: null,
    accepts: 'json',
    request: () => json('POST', '/api/v3/users/me/addresses', ADDRESS),
  },
  {
    route: 'PUT /api/v3/users/me/addresses/:id',
    owns: 'address',
    accepts: 'json',
    request: () => json('PUT', '/api/v3/users/me/addresses/1', ADDRESS),
  },
  {
    route: 'DELETE /api/v3/users/me/addresses/:id',
    owns: 'address',
    accepts: 'none',
    request: () => del('/api/v3/users/me/addresses/1'),
  },
];
