// What every API handler gets: the request, its brand (from the Host header), the database and clock.
import type { IncomingMessage } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { Brand } from '../../src/kernel/brand/brands.ts';
import type { HumanCheckVerifier } from '../auth/humanCheck.ts';
import { requireUser } from '../auth/tokens.ts';
import type { User } from '../db/users.ts';
import type { Logger } from '../log.ts';
import type { WalletSetup } from '../wallet/setup.ts';
import type { FormObject } from '../web/body.ts';
import type { Reply } from '../web/reply.ts';
import type { Params, RouteTable } from './table.ts';

export type ApiContext = {
  req: IncomingMessage;
  url: URL;
  params: Params;
  query: FormObject;
  brand: Brand;
  /** The client's key for per-client limits (auth/limits.ts `clientKey`; a trusted proxy's client). */
  client: string;
  db: DatabaseSync;
  /** Milliseconds since the epoch (injectable for tests). */
  now: () => number;
  log: Logger;
  /** The operator's wallet keys and notifier (docs/decisions-wallet.md); WALLET_OFF without keys. */
  wallet: WalletSetup;
  /** Checks the sign-in's human-verification token (auth/humanCheck.ts); the stand-in takes any. */
  humanCheck: HumanCheckVerifier;
};

export type ApiHandler = (ctx: ApiContext) => Reply | Promise<Reply>;
export type ApiRouter = RouteTable<ApiHandler>;

export const nowSeconds = (ctx: Pick<ApiContext, 'now'>): number => Math.floor(ctx.now() / 1000);

/** The signed-in customer, or a 401 `{ message: 'Unauthenticated.' }`. */
export const signedInUser = (ctx: ApiContext): User => requireUser(ctx.db, ctx.req, nowSeconds(ctx));
