// The server: open and migrate the database, seed it on first start, serve the API and the app.
// Started by main.ts (after the compile cache is on).
import type { AddressInfo } from 'node:net';
import { readOperatorToken, registerOperator } from './api/operator.ts';
import { createApp } from './app.ts';
import { startupBanner } from './banner.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/schema.ts';
import { isSeeded, seed } from './db/seed.ts';
import { VENDOR_ORIGINS, vendorNotifier } from './wallet/notify.ts';
import { readWalletKeys } from './wallet/setup.ts';
import { isBuilt } from './web/static.ts';

const config = (() => {
  try {
    return readConfig(process.env);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
// Wallet passes are on only with the operator's keys (README, "Configuration"); keys given in part stop here.
const walletKeys = (() => {
  try {
    return readWalletKeys(process.env);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
// The operator's path (moving an event for tests and demos) only with OPERATOR_TOKEN: server/api/operator.ts.
const operatorToken = (() => {
  try {
    return readOperatorToken(process.env);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const db = openDatabase(config.dbFile);
const { from, to } = migrate(db);
if (from !== to) console.info(`Migrated ${config.dbFile} from schema v${from} to v${to}.`);
if (!isSeeded(db)) {
  seed(db, Date.now(), { heavy: config.seedHeavy });
  console.info(
    `Seeded the demo data${config.seedHeavy ? ' and the heavy account' : ''} into ${config.dbFile}.`,
  );
}

const server = await createApp({
  db,
  distDir: config.distDir,
  log: console,
  hostOverrides: config.hostOverrides,
  trustProxy: config.trustProxy,
  wallet: {
    ...walletKeys,
    notifier: vendorNotifier(walletKeys, console, {
      ...VENDOR_ORIGINS,
      apns: process.env.WALLET_APPLE_PUSH_ORIGIN || VENDOR_ORIGINS.apns,
    }),
  },
  plainJson: config.plainJson,
  ...(operatorToken ? { extend: (routes) => registerOperator(routes, operatorToken) } : {}),
  humanCheck: config.humanCheck,
  humanCheckOrigins: config.humanCheckOrigins,
});

server.on('error', (error) => {
  console.error(`Cannot listen on ${config.host}:${config.port}:`, error.message);
  process.exit(1);
});

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  console.info(startupBanner({ port, dbFile: config.dbFile, schema: to, built: isBuilt(config.distDir) }));
  console.info(`  Sign-in human check: ${config.humanCheck.summary}.`);
  const vendors = [walletKeys.apple && 'Apple Wallet', walletKeys.google && 'Google Wallet'].filter(Boolean);
  console.info(
    `  Wallet passes: ${vendors.length ? vendors.join(' and ') : 'off (no keys; README, Configuration)'}.\n`,
  );
  if (operatorToken)
    console.info('  Operator path on (OPERATOR_TOKEN): POST /api/v3/operator/sessions/{id}.\n');
});

const stop = (signal: string) => {
  console.info(`${signal}: shutting down.`);
  server.close(() => {
    db.close();
    process.exit(0);
  });
  server.closeAllConnections();
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
