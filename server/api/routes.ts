// Every API area this server implements.
import { registerAddresses } from './addresses.ts';
import { registerAuth } from './auth.ts';
import { registerBalance } from './balance.ts';
import { registerCards } from './cards.ts';
import { registerCities } from './cities.ts';
import type { ApiRouter } from './context.ts';
import { registerDocuments } from './documents.ts';
import { registerEarlyBooking } from './early-booking.ts';
import { registerLayout } from './layout.ts';
import { registerOrders } from './orders.ts';
import { registerPages } from './pages.ts';
import { registerPassports } from './passports.ts';
import { registerPayment } from './payment.ts';
import { registerProfile } from './profile.ts';
import { registerPromotions } from './promotions.ts';
import { registerProviderStandIn } from './provider-stand-in.ts';
import { registerSearch } from './search.ts';
import { registerSubscribes } from './subscribes.ts';
import { registerUsers } from './users.ts';
import { registerVideos } from './videos.ts';
import { registerWallet } from './wallet.ts';
import { registerWalletService } from './wallet-service.ts';

export const registerApi = (router: ApiRouter): ApiRouter => {
  registerLayout(router);
  registerPages(router);
  registerUsers(router);
  registerCities(router);
  registerAuth(router);
  registerProfile(router);
  registerPassports(router);
  registerAddresses(router);
  registerSubscribes(router);
  registerVideos(router);
  registerPayment(router);
  registerProviderStandIn(router);

  registerBalance(router);
  registerPromotions(router);
  registerEarlyBooking(router);
  registerOrders(router);
  registerDocuments(router);
  registerSearch(router);
  registerCards(router);
  registerWallet(router);
  registerWalletService(router);
  return router;
};
