// Sign-in attempt limits: guessing stays expensive, and a stranger cannot lock the owner out.
//
// Every attempt is counted *before* its password or code is checked (takeAttempt), in one step with the
// check of the limits, so concurrent attempts cannot all pass while the first ones are being hashed.
// Failures are rows (auth_failures: phone, client, kind), so they survive a restart; a wrong password
// and a wrong SMS code are separate budgets, so password guesses never block the SMS reset. Three limits:
// - the pair (this phone from this client): PAIR_FREE failures, then a backoff doubling from PAIR_BASE_S
//   up to PAIR_MAX_S after the last failure: the guesser's own wall, nobody else's;
// - the phone (from every client): PHONE_FREE failures, then a backoff doubling from 1 s up to
//   PHONE_MAX_S, at most one guess a minute from many addresses; skipped for a client that signed in
//   to this phone before (its owner's own devices);
// - the client (across phones, in memory per database): CLIENT_MAX_FAILURES, a sliding window.
// A success clears that pair's failures and remembers the client for the phone.
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { perDatabase, SlidingWindow } from './limits.ts';

/** Failures are counted within this window. */
export const WINDOW_S = 15 * 60;
/** Wrong guesses one client may make for one phone before it has to wait. */
export const PAIR_FREE = 5;
export const PAIR_BASE_S = 30;
/** The longest wait of the pair's backoff: the window itself. */
const PAIR_MAX_S = WINDOW_S;
/** Wrong guesses for one phone from all clients before everyone but its known clients has to wait. */
export const PHONE_FREE = 10;
export const PHONE_MAX_S = 60;
/** Wrong passwords or codes one client may send within WINDOW_S, across phones. */
export const CLIENT_MAX_FAILURES = 20;
/** How long a client that signed in stays known to the phone. */
const KNOWN_CLIENT_S = 30 * 86_400;

/** A password attempt and a code attempt (registration or reset) have separate budgets. */
export type AttemptKind = 'password' | 'code';

/** The wait after `failures` failures, the last at `lastAt`: none up to `free`, then doubling. */
export const backoff = (
  failures: number,
  lastAt: number,
  nowS: number,
  rule: { free: number; baseS: number; maxS: number },
): number => {
  if (failures < rule.free) return 0;
  const delay = Math.min(rule.baseS * 2 ** (failures - rule.free), rule.maxS);
  return Math.max(0, lastAt + delay - nowS);
};

const PAIR_RULE = { free: PAIR_FREE, baseS: PAIR_BASE_S, maxS: PAIR_MAX_S };
const PHONE_RULE = { free: PHONE_FREE, baseS: 1, maxS: PHONE_MAX_S };

/** How many failures match, and the newest one's time. */
const failures = (db: DatabaseSync, where: string, params: (string | number)[]): [number, number] => {
  const row = db
    .prepare(`SELECT count(*) AS n, max(at) AS last FROM auth_failures WHERE ${where}`)
    .get(...params);
  return [Number(row?.n ?? 0), Number(row?.last ?? 0)];
};

const isKnown = (db: DatabaseSync, phone: string, client: string, nowS: number): boolean =>
  db
    .prepare('SELECT 1 FROM auth_known_clients WHERE phone = ? AND client = ? AND at > ?')
    .get(phone, client, nowS - KNOWN_CLIENT_S) !== undefined;

/** Seconds until this client may try this phone again, or 0. */
const retryAfter = (db: DatabaseSync, phone: string, client: string, kind: AttemptKind, nowS: number) => {
  const since = nowS - WINDOW_S;
  const pair = backoff(
    ...failures(db, 'phone = ? AND client = ? AND kind = ? AND at > ?', [phone, client, kind, since]),
    nowS,
    PAIR_RULE,
  );
  const phoneWide = isKnown(db, phone, client, nowS)
    ? 0
    : backoff(...failures(db, 'phone = ? AND kind = ? AND at > ?', [phone, kind, since]), nowS, PHONE_RULE);
  return Math.max(pair, phoneWide);
};

const recordFailure = (db: DatabaseSync, phone: string, client: string, kind: AttemptKind, nowS: number) => {
  db.prepare('DELETE FROM auth_failures WHERE at <= ?').run(nowS - WINDOW_S);
  return Number(
    db
      .prepare('INSERT INTO auth_failures (phone, client, kind, at) VALUES (?, ?, ?, ?)')
      .run(phone, client, kind, nowS).lastInsertRowid,
  );
};

const rememberClient = (db: DatabaseSync, phone: string, client: string, nowS: number): void => {
  db.prepare('DELETE FROM auth_known_clients WHERE at <= ?').run(nowS - KNOWN_CLIENT_S);
  db.prepare(
    `INSERT INTO auth_known_clients (phone, client, at) VALUES (?, ?, ?)
     ON CONFLICT (phone, client) DO UPDATE SET at = excluded.at`,
  ).run(phone, client, nowS);
};

const failuresOf = perDatabase(() => new SlidingWindow(CLIENT_MAX_FAILURES, WINDOW_S));

/** A counted attempt: it stays counted as a failure unless it succeeded or never ran. */
export type Attempt = {
  /** The password or code was right: this client's failures for the phone are cleared. */
  succeeded: () => void;
  /** It was never checked (the server was too busy): both counts are given back. */
  cancel: () => void;
};

/**
 * Counts one sign-in attempt for `phone` from `client` before it is checked. Answers the attempt, or the
 * seconds to wait (nothing counted then).
 */
export const takeAttempt = (
  db: DatabaseSync,
  attempt: { phone: string; client: string; kind: AttemptKind },
  nowS: number,
): Attempt | { wait: number } =>
  transaction(db, () => {
    const { phone, client, kind } = attempt;
    const wait = retryAfter(db, phone, client, kind, nowS);
    if (wait > 0) return { wait };
    const clientWait = failuresOf(db).take(client, nowS);
    if (clientWait > 0) return { wait: clientWait };
    const row = recordFailure(db, phone, client, kind, nowS);
    return {
      succeeded: () => {
        db.prepare('DELETE FROM auth_failures WHERE phone = ? AND client = ?').run(phone, client);
        failuresOf(db).release(client, nowS);
        rememberClient(db, phone, client, nowS);
      },
      cancel: () => {
        db.prepare('DELETE FROM auth_failures WHERE id = ?').run(row);
        failuresOf(db).release(client, nowS);
      },
    };
  });
