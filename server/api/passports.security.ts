// The security suites' rows (collected by server/security/endpoints.ts): passports.
import { del, type Endpoint, get, json } from '../security/requests.ts';

const PASSPORT = {
  document_type: 'passport',
  series: 'MP',
  number: '4455667',
  last_name: 'Ivanova',
  first_name: 'Anna',
  middle_name: null,
  dob: '1990-05-01',
  gender: 1,
  citizenship: 'BY',
  issued_by: 'Minsk',
  issued_at: '2020-01-10',
  expires_at: '2030-01-10',
};
export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v3/users/me/passports',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/users/me/passports'),
  },
  {
    route: 'POST /api/v3/users/me/passports',
    owns: null,
    accepts: 'json',
    request: () => json('POST', '/api/v3/users/me/passports', PASSPORT),
  },
  {
    route: 'PUT /api/v3/users/me/passports/:id',
    owns: 'passport',
    accepts: 'json',
    request: () => json('PUT', '/api/v3/users/me/passports/1', PASSPORT),
  },
  {
    route: 'DELETE /api/v3/users/me/passports/:id',
    owns: 'passport',
    accepts: 'none',
    request: () => del('/api/v3/users/me/passports/1'),
  },
];
