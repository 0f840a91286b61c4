// The outbox's worker (outbox.ts): claims due rows in batches, sends them through the notifier with at
// most CONCURRENCY in flight and RATE a second, and settles each batch in one transaction — deleted when
// sent or gone, tried again later when the vendor was out of reach, re-armed when a change came during
// the send. It runs in the server's thread over an in-memory database (the tests), and on a thread of
// its own over a file (outbox-thread.ts).
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { num, type Row, str } from '../db/row.ts';
import type { Logger } from '../log.ts';
import type { GoogleResource, SendOutcome, WalletNotifier } from './notify.ts';

/** Sends in flight at once on the one connection (APNs allows up to 1,000 streams per connection). */
const CONCURRENCY = 100;
/** Rows claimed at once: one read and one write transaction per batch. */
const BATCH = 500;
/**
 * Sends a second at most: the worker shares the process (and its cores) with the app's customers, so it
 * takes its share in small slices (a token bucket of at most BURST sends) instead of all of it.
 */
const RATE = 2000;
const BURST = 40;
/** A send that failed for now is tried again after 1 s, 2 s, 4 s … up to 15 min, 12 times in all. */
const MAX_ATTEMPTS = 12;
const backoffMs = (attempts: number) => Math.min(15 * 60_000, 1000 * 2 ** attempts);

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

export type Options = {
  concurrency?: number;
  batch?: number;
  rate?: number;
  pollMs?: number;
  now?: () => number;
};

/** Sends what the outbox holds; one per database (the reference server runs one process). */
export class OutboxWorker {
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
