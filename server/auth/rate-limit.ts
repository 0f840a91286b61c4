// Wrong-password rate limit: after 5 wrong passwords for one phone within 15 minutes, sign-in for that
// phone answers 429 until the oldest of those failures is 15 minutes old (a sliding window).
// Failures are rows in the auth_failures table rather than memory, so the limit survives a restart
// and tests can drive it with an injected clock. A correct password clears the phone's failures.
import type { DatabaseSync } from 'node:sqlite';

export const MAX_FAILURES = 5;
export const WINDOW_S = 15 * 60;

/** Seconds until the phone may try again, or 0 when it is not limited. */
export const retryAfter = (db: DatabaseSync, phone: string, nowS: number): number => {
  const rows = db
    .prepare('SELECT at FROM auth_failures WHERE phone = ? AND at > ? ORDER BY at DESC LIMIT ?')
    .all(phone, nowS - WINDOW_S, MAX_FAILURES);
  if (rows.length < MAX_FAILURES) return 0;
  const oldest = rows[rows.length - 1]?.at;
  return typeof oldest === 'number' ? Math.max(1, oldest + WINDOW_S - nowS) : 0;
};

export const recordFailure = (db: DatabaseSync, phone: string, nowS: number): void => {
  db.prepare('DELETE FROM auth_failures WHERE at <= ?').run(nowS - WINDOW_S);
  db.prepare('INSERT INTO auth_failures (phone, at) VALUES (?, ?)').run(phone, nowS);
};

export const clearFailures = (db: DatabaseSync, phone: string): void => {
  db.prepare('DELETE FROM auth_failures WHERE phone = ?').run(phone);
};
