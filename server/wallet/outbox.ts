// The wallet's outbox (docs/decisions-wallet.md, "Updates"): a change to passes is announced by writing
// what the vendors must be told into `wallet_outbox` (migration 11), in the request, and a worker sends
// it afterwards — the request answers at once, and a restart finds what was not sent. A stadium's moved
// event (50,000 passes on 60,000 devices) is one INSERT … SELECT here, then drained over one HTTP/2
// connection to APNs with a bounded number of pushes in flight (notify.ts).
//
// One row per device token or Google resource: a device told twice before the first push left gets one
// push (it then asks what changed since its tag). A change while a row is being sent re-arms it
// (`version`), so the device is told again after the change. At most MAX_DEVICES_PER_PASS devices are
// pushed per pass, whatever the table holds.
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import type { Logger } from '../log.ts';
import type { GoogleResource, WalletNotifier } from './notify.ts';
import { type Options, OutboxWorker } from './outbox-worker.ts';

/** A customer's phones, watches and tablets: the registrations a pass takes, and the pushes it causes. */
export const MAX_DEVICES_PER_PASS = 10;

type GoogleChange = { resource: GoogleResource; id: string; body: object };

/** What changed passes need told: their Apple serials (pushed to each registered device), Google's objects. */
export type PassUpdates = { appleSerials: readonly string[]; google: readonly GoogleChange[] };

const REARM =
  'ON CONFLICT (vendor, target) DO UPDATE SET version = version + 1, attempts = 0, due_at = excluded.due_at';

const queueApple = (db: DatabaseSync, serials: readonly string[], nowMs: number): number =>
  serials.length === 0
    ? 0
    : Number(
        db
          .prepare(
            `INSERT INTO wallet_outbox (vendor, target, due_at)
             SELECT 'apple', push_token, ? FROM (
               SELECT push_token, row_number() OVER (
                 PARTITION BY serial ORDER BY created_at DESC, rowid DESC) AS place
               FROM wallet_registrations WHERE serial IN (SELECT value FROM json_each(?))
             ) WHERE place <= ? GROUP BY push_token ${REARM}`,
          )
          .run(nowMs, JSON.stringify(serials), MAX_DEVICES_PER_PASS).changes,
      );

const queueGoogle = (db: DatabaseSync, changes: readonly GoogleChange[], nowMs: number): number => {
  const insert = db.prepare(
    `INSERT INTO wallet_outbox (vendor, target, body, due_at) VALUES ('google', ?, ?, ?) ${REARM}, body = excluded.body`,
  );
  for (const change of changes)
    insert.run(`${change.resource}/${change.id}`, JSON.stringify(change.body), nowMs);
  return changes.length;
};

const workers = new WeakMap<DatabaseSync, OutboxWorker>();
/** Databases whose outbox another thread drains (outbox-thread.ts): how to wake it. */
const elsewhere = new WeakMap<DatabaseSync, () => void>();

/** From now on `db`'s outbox is drained by another thread, which `wake` tells of new rows. */
export const drainElsewhere = (db: DatabaseSync, wake: () => void): void => {
  elsewhere.set(db, wake);
};

const workerFor = (db: DatabaseSync, notifier: WalletNotifier, log: Logger, options: Options = {}) => {
  let worker = workers.get(db);
  if (!worker) {
    worker = new OutboxWorker(db, notifier, log, options);
    workers.set(db, worker);
  }
  return worker;
};

/**
 * Writes the announcements of changed passes into the outbox, durably, and nothing more: a push to each
 * device registered for an Apple serial (at most MAX_DEVICES_PER_PASS per pass, one per device however
 * many of its passes changed), and each Google class or object replaced. Another process (the
 * platform's back office) may call this on the same database: the server's worker finds the rows.
 */
export const queuePassUpdates = (
  db: DatabaseSync,
  updates: PassUpdates,
  nowMs = Date.now(),
): { devices: number; google: number } => {
  const queue = () => ({
    devices: queueApple(db, updates.appleSerials, nowMs),
    google: queueGoogle(db, updates.google, nowMs),
  });
  // Inside the change's own transaction, it commits (or rolls back) with the change.
  return db.isTransaction ? queue() : transaction(db, queue);
};

/**
 * The same in the server's own process, waking its worker (a thread of its own over a database file,
 * outbox-thread.ts; in this thread otherwise): it returns at once, and the pushes leave after the
 * request has answered. Call it in the transaction of the change, or right after it. Due
 * times are the worker's real clock, not the request's.
 */
export const enqueuePassUpdates = (
  db: DatabaseSync,
  setup: { notifier: WalletNotifier },
  updates: PassUpdates,
  log: Logger,
): { devices: number; google: number } => {
  const thread = elsewhere.get(db);
  const worker = thread ? null : workerFor(db, setup.notifier, log);
  const queued = queuePassUpdates(db, updates, worker?.now());
  if (queued.devices + queued.google > 0) (thread ?? (() => worker?.wake()))();
  return queued;
};

/**
 * The server's worker: sends what a previous run left, and looks for rows another process wrote (the
 * platform's back office) every `pollMs`. Stop it before closing the database.
 */
export const startOutbox = (
  db: DatabaseSync,
  setup: { notifier: WalletNotifier },
  log: Logger,
  options: Options = {},
): { wake: () => void; stop: () => Promise<void>; settled: () => Promise<void> } => {
  const worker = workerFor(db, setup.notifier, log, options);
  worker.releaseClaims();
  worker.wake();
  return { wake: () => worker.wake(), stop: () => worker.stop(), settled: () => worker.settled() };
};

/** Resolves when the outbox of `db` has sent what is due (the tests wait for the pushes with it). */
export const outboxSettled = (db: DatabaseSync): Promise<void> =>
  workers.get(db)?.settled() ?? Promise.resolve();
