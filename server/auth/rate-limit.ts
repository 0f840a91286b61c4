// Sign-in attempt limits. Per phone: after 5 wrong passwords or codes within 15 minutes, sign-in for that
// phone answers 429 until the oldest of those failures is 15 minutes old (a sliding window). Failures
// are rows in the auth_failures table rather than memory, so the limit survives a restart and tests can
// drive it with an injected clock. A correct password clears the phone's failures.
//
// Every attempt is counted *before* its password or code is checked (takeAttempt), in one step with the
// check of the limit: concurrent attempts cannot all pass the check while the first ones are still
// being hashed (issue 18: 40 wrong passwords at once were 40 × 422). An attempt that succeeds gives its
// count back. Per client (clientOf: one address), failures across all phones are limited too, in memory
// per database, so one client cannot spray a password over many phones.
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { perDatabase, SlidingWindow } from './limits.ts';

export const MAX_FAILURES = 5;
export const WINDOW_S = 15 * 60;
/** Wrong passwords or codes one client may send within WINDOW_S, across phones. */
export const CLIENT_MAX_FAILURES = 20;

/** Seconds until the phone may try again, or 0 when it is not limited. */
const retryAfter = (db: DatabaseSync, phone: string, nowS: number): number => {
  const rows = db
    .prepare('SELECT at FROM auth_failures WHERE phone = ? AND at > ? ORDER BY at DESC LIMIT ?')
    .all(phone, nowS - WINDOW_S, MAX_FAILURES);
  if (rows.length < MAX_FAILURES) return 0;
  const oldest = rows[rows.length - 1]?.at;
  return typeof oldest === 'number' ? Math.max(1, oldest + WINDOW_S - nowS) : 0;
};

/** Records a failure for the phone; returns its row id. */
const recordFailure = (db: DatabaseSync, phone: string, nowS: number): number => {
  db.prepare('DELETE FROM auth_failures WHERE at <= ?').run(nowS - WINDOW_S);
  return Number(
    db.prepare('INSERT INTO auth_failures (phone, at) VALUES (?, ?)').run(phone, nowS).lastInsertRowid,
  );
};

const clearFailures = (db: DatabaseSync, phone: string): void => {
  db.prepare('DELETE FROM auth_failures WHERE phone = ?').run(phone);
};

const failuresOf = perDatabase(() => new SlidingWindow(CLIENT_MAX_FAILURES, WINDOW_S));

/** A counted attempt: it stays counted as a failure unless it succeeded or never ran. */
export type Attempt = {
  /** The password or code was right: the phone's failures are cleared, the client's count given back. */
  succeeded: () => void;
  /** It was never checked (the server was too busy): both counts are given back. */
  cancel: () => void;
};

/**
 * Counts one sign-in attempt for `phone` from `client` before it is checked. Answers the attempt, or the
 * seconds to wait when the phone is locked or the client has failed too often (nothing counted then).
 */
export const takeAttempt = (
  db: DatabaseSync,
  phone: string,
  client: string,
  nowS: number,
): Attempt | { wait: number } =>
  transaction(db, () => {
    const phoneWait = retryAfter(db, phone, nowS);
    if (phoneWait > 0) return { wait: phoneWait };
    const clientWait = failuresOf(db).take(client, nowS);
    if (clientWait > 0) return { wait: clientWait };
    const row = recordFailure(db, phone, nowS);
    return {
      succeeded: () => {
        clearFailures(db, phone);
        failuresOf(db).release(client, nowS);
      },
      cancel: () => {
        db.prepare('DELETE FROM auth_failures WHERE id = ?').run(row);
        failuresOf(db).release(client, nowS);
      },
    };
  });
