// Every API area this server implements.
import { registerAuth } from './auth.ts';
import { registerCities } from './cities.ts';
import type { ApiRouter } from './context.ts';
import { registerDocuments } from './documents.ts';
import { registerLayout } from './layout.ts';
import { registerOrders } from './orders.ts';
import { registerPages } from './pages.ts';
import { registerUsers } from './users.ts';

export const registerApi = (router: ApiRouter): ApiRouter => {
  registerLayout(router);
  registerPages(router);
  registerUsers(router);
  registerCities(router);
  registerAuth(router);
  registerOrders(router);
  registerDocuments(router);
  return router;
};
