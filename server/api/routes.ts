// Every API area this server implements.
import { registerAuth } from './auth.ts';
import { registerBalance } from './balance.ts';
import { registerCities } from './cities.ts';
import type { ApiRouter } from './context.ts';
import { registerEarlyBooking } from './early-booking.ts';
import { registerLayout } from './layout.ts';
import { registerPages } from './pages.ts';
import { registerPromotions } from './promotions.ts';
import { registerUsers } from './users.ts';

export const registerApi = (router: ApiRouter): ApiRouter => {
  registerLayout(router);
  registerPages(router);
  registerUsers(router);
  registerCities(router);
  registerAuth(router);
  registerBalance(router);
  registerPromotions(router);
  registerEarlyBooking(router);
  return router;
};
