// The security suites' rows (collected by server/security/endpoints.ts): order documents, opened in a new
// window with the download token.
import { type Endpoint, get } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'GET /api/v2/users/me/orders/:id/:action',
    owns: 'order (document)',
    accepts: 'none',
    request: () => get('/api/v2/users/me/orders/1001/download', 'download', { lang: 'ru' }),
  },
  {
    route: 'GET /api/v3/order/:id/receipt',
    owns: 'order (receipt)',
    accepts: 'none',
    request: () => get('/api/v3/order/1001/receipt', 'download'),
  },
  {
    route: 'GET /api/v3/order/:id/trains/:ticketId/pdf',
    owns: 'train ticket (document)',
    accepts: 'none',
    request: () => get('/api/v3/order/1007/trains/100701/pdf', 'download'),
  },
  {
    route: 'GET /api/v3/order/:id/trains/:ticketId/receipt',
    owns: 'train ticket (receipt)',
    accepts: 'none',
    request: () => get('/api/v3/order/1007/trains/100701/receipt', 'download'),
  },
];
