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
import { testOnlyPiece } from './wallet/key-check.ts';
import { startOutbox } from './wallet/outbox.ts';
import { startOutboxThread } from './wallet/outbox-thread.ts';
import { readWalletSetup, vendorOrigins, walletOn } from './wallet/setup.ts';
import { isBuilt } from './web/static.ts';

/** A setting that cannot work stops the start with one line naming it. */
const orStop = <T>(read: () => T): T => {
  try {
    return read();
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message.replace(/\s*\n\s*/g, ' ')}`);
    process.exit(1);
  }
};

const config = orStop(() => readConfig(process.env));
// Wallet passes are on only with the operator's keys (README, "Configuration"), proven here.
const wallet = orStop(() =>
  readWalletSetup(process.env, { publicOrigins: config.publicOrigins, port: config.port, log: console }),
);
// The operator's path (moving an event for tests and demos) only with OPERATOR_TOKEN: server/api/operator.ts.
const operatorToken = orStop(() => readOperatorToken(process.env));
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
  wallet,
  plainJson: config.plainJson,
  ...(operatorToken ? { extend: (routes) => registerOperator(routes, operatorToken) } : {}),
  humanCheck: config.humanCheck,
  humanCheckOrigins: config.humanCheckOrigins,
});
// Pushes wait in the database until sent, by a thread of their own over a database file; rows another
// process writes are looked for every second.
const outbox = !walletOn(wallet)
  ? null
  : config.dbFile === ':memory:'
    ? startOutbox(db, wallet, console, { pollMs: 1000 })
    : startOutboxThread(db, {
        dbFile: config.dbFile,
        keys: { apple: wallet.apple, google: wallet.google },
        origins: vendorOrigins(process.env),
        pollMs: 1000,
      });

server.on('error', (error) => {
  console.error(`Cannot listen on ${config.host}:${config.port}:`, error.message);
  process.exit(1);
});

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  console.info(startupBanner({ port, dbFile: config.dbFile, schema: to, built: isBuilt(config.distDir) }));
  console.info(`  Sign-in human check: ${config.humanCheck.summary}.`);
  const vendors = [wallet.apple && 'Apple Wallet', wallet.google && 'Google Wallet'].filter(Boolean);
  const test = testOnlyPiece(wallet) ? ' with the throwaway test keys (never for production)' : '';
  console.info(
    vendors.length
      ? `  Wallet passes: ${vendors.join(' and ')}${test}, naming ${Object.values(wallet.origins).join(', ')}.\n`
      : '  Wallet passes: off (no keys; README, Configuration).\n',
  );
  if (operatorToken)
    console.info('  Operator path on (OPERATOR_TOKEN): POST /api/v3/operator/sessions/{id}.\n');
});

const stop = (signal: string) => {
  console.info(`${signal}: shutting down.`);
  server.close(() => {
    void (outbox?.stop() ?? Promise.resolve()).finally(() => {
      db.close();
      process.exit(0);
    });
  });
  server.closeAllConnections();
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
