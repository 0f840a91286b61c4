// The security suites' rows (collected by server/security/endpoints.ts): sign-in.
import type { Endpoint } from '../security/requests.ts';

const ANNA_FORM = { phone: '+375291111111', password: 'demo-pass', country: 'BY', formToken: 'test' };
export const securityRows: Endpoint[] = [
  {
    route: 'POST /api/v3/auth',
    owns: null,
    accepts: 'form',
    request: () => ({ method: 'POST', path: '/api/v3/auth', auth: 'none', body: { form: ANNA_FORM } }),
  },
  {
    route: 'POST /api/v2/auth',
    owns: null,
    accepts: 'form',
    request: () => ({ method: 'POST', path: '/api/v2/auth', auth: 'none', body: { form: ANNA_FORM } }),
  },
  {
    route: 'POST /api/v3/auth/fields',
    owns: null,
    accepts: 'form',
    request: () => ({
      method: 'POST',
      path: '/api/v3/auth/fields',
      auth: 'none',
      body: { form: { phone: '+375291111111', country: 'BY' } },
    }),
  },
];
