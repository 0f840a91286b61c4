// The security suites' rows (collected by server/security/endpoints.ts): wallet passes
// (docs/decisions-wallet.md): links asked for with the bearer token, passes opened with such a link.
import { type Endpoint, get } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v3/wallet',
    owns: null,
    accepts: 'none',
    request: () => get('/api/v3/wallet', 'none'),
  },
  {
    route: 'GET /api/v3/wallet/links',
    owns: 'order (wallet links)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/links', 'bearer', { vendor: 'apple', order: '1001', lang: 'en' }),
  },
  {
    route: 'GET /api/v3/wallet/apple/orders/:id/:kind/:ticketId',
    owns: 'ticket (wallet pass)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/apple/orders/1001/tickets/100101', 'link', { lang: 'en' }),
  },
  {
    route: 'GET /api/v3/wallet/apple/orders/:id',
    owns: 'order (wallet passes)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/apple/orders/1001', 'link', { lang: 'en' }),
  },
  {
    route: 'GET /api/v3/wallet/google/orders/:id',
    owns: 'order (wallet passes)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/google/orders/1007', 'link', { lang: 'ru' }),
  },
  ...(['google-logo.png', 'google-hero.png'] as const).map((name) => ({
    route: `GET /api/v3/wallet/art/${name}`,
    owns: null,
    accepts: 'none' as const,
    request: () => get(`/api/v3/wallet/art/${name}`, 'none'),
  })),
  {
    route: 'GET /api/v3/wallet/apple/cards/:code',
    owns: 'client card (wallet pass)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/apple/cards/7700111122223333', 'link'),
  },
  {
    route: 'GET /api/v3/wallet/google/orders/:id/:kind/:ticketId',
    owns: 'train ticket (wallet pass)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/google/orders/1007/trains/100701', 'link', { lang: 'ru' }),
  },
  {
    route: 'GET /api/v3/wallet/google/cards/:code',
    owns: 'client card (wallet pass)',
    accepts: 'none',
    request: () => get('/api/v3/wallet/google/cards/7700123456789012', 'link'),
  },
];
