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
import { num, type Row, str } from '../db/row.ts';
import type { Logger } from '../log.ts';
import type { GoogleResource, SendOutcome, WalletNotifier } from './notify.ts';

/** A customer's phones, watches and tablets: the registrations a pass takes, and the pushes it causes. */
export const MAX_DEVICES_PER_PASS = 10;

/** Sends in flight at once on the one connection (APNs allows up to 1,000 streams per connection). */
const CONCURRENCY = 100;
/** Rows claimed at once: one read and one write transaction per batch. */
const BATCH = 500;
/**
 * Sends a second at most: the worker shares the process with the app's customers, so it takes its share
 * of the thread in small slices (a token bucket of at most BURST sends) instead of all of it.
 */
const RATE = 2000;
const BURST = 40;
/** A send that failed for now is tried again after 1 s, 2 s, 4 s … up to 15 min, 12 times in all. */
const MAX_ATTEMPTS = 12;
const backoffMs = (attempts: number) => Math.min(15 * 60_000, 1000 * 2 ** attempts);

type GoogleChange = { resource: GoogleResource; id: string; body: object };

/** What changed passes need told: their Apple serials (pushed to each registered device), Google's objects. */
export type PassUpdates = { appleSerials: readonly string[]; google: readonly GoogleChange[] };

type Item = {
  id: number;
  vendor: 'apple' | 'google';
  target: string;
  body: string | null;
  version: number;
  attempts: number;
};

const toItem = (row: Row): Item => ({
  id: num(row, 'id'),
  vendor: str(row, 'vendor') === 'google' ? 'google' : 'apple',
  target: str(row, 'target'),
  body: typeof row.body === 'string' ? row.body : null,
  version: num(row, 'version'),
  attempts: num(row, 'attempts'),
});

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

type Options = { concurrency?: number; batch?: number; rate?: number; pollMs?: number; now?: () => number };

/** Sends what the outbox holds; one per database (the reference server runs one process). */
class OutboxWorker {
  readonly #db: DatabaseSync;
  readonly #notifier: WalletNotifier;
  readonly #log: Logger;
  readonly #concurrency: number;
  readonly #batch: number;
  readonly #pollMs: number | undefined;
  readonly #now: () => number;
  readonly #rate: number;
  #tokens = BURST;
  #refilled = performance.now();
  #running: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(db: DatabaseSync, notifier: WalletNotifier, log: Logger, options: Options) {
    this.#db = db;
    this.#notifier = notifier;
    this.#log = log;
    this.#concurrency = options.concurrency ?? CONCURRENCY;
    this.#batch = options.batch ?? BATCH;
    this.#pollMs = options.pollMs;
    this.#now = options.now ?? Date.now;
    this.#rate = options.rate ?? RATE;
  }

  /** Waits for a token: they refill at the rate, whatever a late timer cost, up to BURST at once. */
  async #pace(): Promise<void> {
    for (;;) {
      const now = performance.now();
      this.#tokens = Math.min(BURST, this.#tokens + ((now - this.#refilled) * this.#rate) / 1000);
      this.#refilled = now;
      if (this.#tokens >= 1) {
        this.#tokens -= 1;
        return;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(1, ((1 - this.#tokens) * 1000) / this.#rate)),
      );
    }
  }

  /** The sending clock (real time: a test's moved business clock does not delay a push). */
  now(): number {
    return this.#now();
  }

  /** Starts sending after the current request has answered (nothing happens while one is sent). */
  wake(): void {
    if (this.#stopped || this.#running) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#running = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      try {
        await this.#drain();
      } catch (error) {
        if (this.#db.isOpen) this.#log.error('Wallet outbox:', error);
      } finally {
        this.#running = null;
        this.#sleep();
      }
    })();
  }

  /** Resolves when nothing is being sent and nothing is due now (later retries aside). */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.settled();
    this.#notifier.close();
  }

  /** Rows left claimed by a process that stopped while sending them are sent again. */
  releaseClaims(): void {
    this.#db.prepare('UPDATE wallet_outbox SET claimed = 0 WHERE claimed = 1').run();
  }

  #sleep(): void {
    if (this.#stopped || !this.#db.isOpen) return;
    const next = this.#db.prepare('SELECT min(due_at) AS due FROM wallet_outbox WHERE claimed = 0').get();
    const due =
      typeof next?.due === 'number' ? Math.max(0, next.due - this.#now()) : Number.POSITIVE_INFINITY;
    const wait = Math.min(due, this.#pollMs ?? Number.POSITIVE_INFINITY);
    if (!Number.isFinite(wait)) return;
    this.#timer = setTimeout(() => this.wake(), wait);
    this.#timer.unref();
  }

  #claim(): Item[] {
    const now = this.#now();
    // A read first: while another process writes (a back office queuing a stadium), a poll that finds
    // nothing due never waits for the write lock.
    const due = 'FROM wallet_outbox WHERE claimed = 0 AND due_at <= ?';
    if (!this.#db.prepare(`SELECT 1 ${due} LIMIT 1`).get(now)) return [];
    return this.#db
      .prepare(
        `UPDATE wallet_outbox SET claimed = 1 WHERE id IN (
           SELECT id ${due} ORDER BY due_at, id LIMIT ?)
         RETURNING id, vendor, target, body, version, attempts`,
      )
      .all(now, this.#batch)
      .map(toItem);
  }

  #send(item: Item): Promise<SendOutcome> {
    if (item.vendor === 'apple') return this.#notifier.applePush(item.target);
    const slash = item.target.indexOf('/');
    return this.#notifier.googleUpdate(
      item.target.slice(0, slash) as GoogleResource,
      item.target.slice(slash + 1),
      JSON.parse(item.body ?? '{}') as object,
    );
  }

  async #drain(): Promise<void> {
    while (!this.#stopped && this.#db.isOpen) {
      const items = this.#claim();
      if (items.length === 0) return;
      const outcomes: SendOutcome[] = new Array(items.length);
      let next = 0;
      const lane = async () => {
        while (next < items.length) {
          const i = next++;
          const item = items[i];
          if (!item) continue;
          await this.#pace();
          outcomes[i] = await this.#send(item).catch((): SendOutcome => 'retry');
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.#concurrency, items.length) }, lane));
      if (!this.#db.isOpen) return;
      this.#settle(items, outcomes);
    }
  }

  /** Writes a batch's outcomes in one transaction; logs counts only (a push token names a device). */
  #settle(items: Item[], outcomes: SendOutcome[]): void {
    const db = this.#db;
    const now = this.#now();
    const done = db.prepare('DELETE FROM wallet_outbox WHERE id = ? AND version = ?');
    const rearmed = db.prepare('UPDATE wallet_outbox SET claimed = 0 WHERE id = ?');
    const later = db.prepare(
      'UPDATE wallet_outbox SET claimed = 0, attempts = attempts + 1, due_at = ? WHERE id = ? AND version = ?',
    );
    const forget = db.prepare('DELETE FROM wallet_registrations WHERE push_token = ?');
    const drop = db.prepare('DELETE FROM wallet_outbox WHERE id = ?');
    const count = { gone: 0, retry: 0, failed: 0, givenUp: 0 };
    transaction(db, () => {
      items.forEach((item, i) => {
        const outcome = outcomes[i] ?? 'retry';
        if (outcome === 'gone') {
          count.gone += 1;
          if (item.vendor === 'apple') forget.run(item.target);
          drop.run(item.id);
          return;
        }
        if (outcome === 'retry' && item.attempts + 1 < MAX_ATTEMPTS) {
          count.retry += 1;
          if (later.run(now + backoffMs(item.attempts), item.id, item.version).changes === 0)
            rearmed.run(item.id);
          return;
        }
        if (outcome === 'retry') count.givenUp += 1;
        if (outcome === 'failed') count.failed += 1;
        if (done.run(item.id, item.version).changes === 0) rearmed.run(item.id);
      });
    });
    if (count.retry + count.failed + count.givenUp > 0)
      this.#log.warn(
        `Wallet outbox: of ${items.length} sends, ${count.retry} to retry, ${count.failed} refused, ${count.givenUp} given up after ${MAX_ATTEMPTS} tries.`,
      );
  }
}

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
