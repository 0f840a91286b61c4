// Test support for the security suites (authz.test.ts, fuzz.test.ts): every registered API route with
// a request that is valid for Anna on a freshly seeded database, and the kind of customer data its ids
// point at. Each area keeps its rows beside its module (server/api/<area>.security.ts); this file
// collects them. Both suites fail when a route registered in server/api/routes.ts has no row, so a new
// endpoint cannot be forgotten.
import type { DatabaseSync } from 'node:sqlite';
import { securityRows as addresses } from '../api/addresses.security.ts';
import { securityRows as auth } from '../api/auth.security.ts';
import { securityRows as balance } from '../api/balance.security.ts';
import { securityRows as cards } from '../api/cards.security.ts';
import { cardKeys } from '../api/cards.ts';
import { securityRows as cities } from '../api/cities.security.ts';
import { securityRows as documents } from '../api/documents.security.ts';
import { securityRows as earlyBooking } from '../api/early-booking.security.ts';
import { securityRows as layout } from '../api/layout.security.ts';
import { securityRows as orders } from '../api/orders.security.ts';
import { securityRows as pages } from '../api/pages.security.ts';
import { securityRows as passports } from '../api/passports.security.ts';
import { securityRows as payment } from '../api/payment.security.ts';
import { securityRows as profile } from '../api/profile.security.ts';
import { securityRows as promotions } from '../api/promotions.security.ts';
import { securityRows as providerStandIn } from '../api/provider-stand-in.security.ts';
import { registerApi } from '../api/routes.ts';
import { securityRows as search } from '../api/search.security.ts';
import { securityRows as subscribes } from '../api/subscribes.security.ts';
import { RouteTable } from '../api/table.ts';
import { securityRows as users } from '../api/users.security.ts';
import { securityRows as videos } from '../api/videos.security.ts';
import { securityRows as wallet } from '../api/wallet.security.ts';
import { securityRows as walletService } from '../api/wallet-service.security.ts';
import type { AppOptions } from '../app.ts';
import { NOW_S } from '../test-support.ts';
import { testWallet } from '../wallet/testing.ts';
import type { Endpoint, Env } from './requests.ts';

export {
  ANNA_ID,
  type Body,
  downloadTokenOf,
  type Endpoint,
  NINO_ID,
  type Req,
  send,
  tokenFor,
} from './requests.ts';

/** The suites run the server with every feature on: the wallet passes too, with the test keys. */
export const suiteApp = (): Partial<AppOptions> => ({ wallet: testWallet() });

/** Every area's rows, in the order server/api/routes.ts registers the areas. */
export const ENDPOINTS: Endpoint[] = [
  ...layout,
  ...pages,
  ...users,
  ...cities,
  ...auth,
  ...profile,
  ...passports,
  ...addresses,
  ...subscribes,
  ...videos,
  ...payment,
  ...providerStandIn,
  ...balance,
  ...promotions,
  ...earlyBooking,
  ...orders,
  ...documents,
  ...search,
  ...cards,
  ...wallet,
  ...walletService,
];

/** Every route the server registers, as `METHOD /pattern`. */
export const registeredRoutes = (): string[] =>
  registerApi(new RouteTable())
    .routes()
    .map((r) => `${r.method} ${r.pattern}`);

export const envOf = (db: DatabaseSync): Env => {
  const minsk = db.prepare("SELECT id FROM cities WHERE slug = 'minsk'").get();
  const pending = db
    .prepare(
      "SELECT provider_ref FROM payments WHERE order_id = 1003 AND status = 'pending' ORDER BY id DESC",
    )
    .get();
  return {
    minskId: Number(minsk?.id),
    publicKey: cardKeys(db, NOW_S).publicKey,
    ref: String(pending?.provider_ref ?? 'no-pending-payment'),
  };
};

/** Every table of the database, row by row: two dumps are equal when nothing was stored or changed. */
export const dumpTables = (db: DatabaseSync): string => {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'search_fts%' ORDER BY name",
    )
    .all()
    .map((row) => String(row.name));
  return JSON.stringify(
    tables.map((name) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]),
  );
};
