// Every API area this server implements.
import { registerAuth } from './auth.ts';
import { registerCities } from './cities.ts';
import type { ApiRouter } from './context.ts';
import { registerLayout } from './layout.ts';
import { registerPages } from './pages.ts';
import { registerSearch } from './search.ts';
import { registerUsers } from './users.ts';

export const registerApi = (router: ApiRouter): ApiRouter => {
  registerLayout(router);
  registerPages(router);
  registerUsers(router);
  registerCities(router);
  registerAuth(router);
  registerSearch(router);
  return router;
};
