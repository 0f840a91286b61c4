// One-time codes. The reference server's local SMS / e-mail provider "sends" by logging, and its code
// is always 1111 (guide: demo-data.md). A code lives 180 s, the client's resend countdown.
//
// Sending is throttled here, not only in the client: while the last code for the
// phone and purpose is unused, younger than RESEND_INTERVAL_S and went to the same place, no new one is
// sent and the caller answers as if it had been (the code already sent is the one to type, and a
// double-click or a burst learns nothing). One client (clientOf) gets at most CLIENT_MAX_CODES codes
// sent within CLIENT_CODES_WINDOW_S, across phones: SMS cost money and annoy the phone's owner.
import type { DatabaseSync } from 'node:sqlite';
import type { Logger } from '../log.ts';
import { perDatabase, SlidingWindow } from './limits.ts';
import { displayPhone } from './phone.ts';

export const LOCAL_CODE = '1111';
export const CODE_LIFETIME_S = 180;
/**
 * Spec §4 point 5: a new code only after the 180 s countdown.
 * @alias of CODE_LIFETIME_S on purpose: a separate rule that happens to share the value.
 */
export const RESEND_INTERVAL_S = CODE_LIFETIME_S;
export const CLIENT_MAX_CODES = 10;
const CLIENT_CODES_WINDOW_S = 15 * 60;

export type CodePurpose = 'register' | 'reset' | 'email';

const codesOf = perDatabase(() => new SlidingWindow(CLIENT_MAX_CODES, CLIENT_CODES_WINDOW_S));

/** 'sent', 'held' (the last code still stands) or the seconds the client must wait. */
export type SendResult = { sent: boolean; wait: number };

export const sendCode = (
  db: DatabaseSync,
  log: Logger,
  to: { phone: string; channel: 'sms' | 'email'; email?: string; client: string },
  purpose: CodePurpose,
  nowS: number,
): SendResult => {
  const destination = to.channel === 'email' && to.email ? to.email : displayPhone(to.phone);
  const last = db
    .prepare(
      `SELECT destination, created_at, used_at FROM auth_codes WHERE phone = ? AND purpose = ?
       ORDER BY id DESC LIMIT 1`,
    )
    .get(to.phone, purpose);
  const standing =
    last !== undefined &&
    last.used_at === null &&
    last.destination === destination &&
    typeof last.created_at === 'number' &&
    last.created_at > nowS - RESEND_INTERVAL_S;
  if (standing) return { sent: false, wait: 0 };
  const wait = codesOf(db).take(to.client, nowS);
  if (wait > 0) return { sent: false, wait };
  db.prepare(
    `INSERT INTO auth_codes (phone, channel, purpose, destination, code, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(to.phone, to.channel, purpose, destination, LOCAL_CODE, nowS, nowS + CODE_LIFETIME_S);
  log.info(`[${to.channel}] ${purpose} code ${LOCAL_CODE} "sent" to ${destination}`);
  return { sent: true, wait: 0 };
};

export type CodeCheck =
  | { ok: true; destination: string; channel: 'sms' | 'email' }
  | { ok: false; expired: boolean };

/**
 * Checks `code` against the newest code sent to `phone` for `purpose` and, when it matches and is still
 * live (less than 180 s old, not used yet), marks it used so it cannot be replayed.
 */
export const redeemCode = (
  db: DatabaseSync,
  phone: string,
  purpose: CodePurpose,
  code: string,
  nowS: number,
): CodeCheck => {
  const row = db
    .prepare(
      `SELECT id, code, channel, destination, expires_at, used_at FROM auth_codes
       WHERE phone = ? AND purpose = ? ORDER BY id DESC LIMIT 1`,
    )
    .get(phone, purpose);
  if (!row || row.used_at !== null || row.code !== code) return { ok: false, expired: false };
  if (typeof row.expires_at !== 'number' || row.expires_at <= nowS) return { ok: false, expired: true };
  db.prepare('UPDATE auth_codes SET used_at = ? WHERE id = ?').run(nowS, row.id as number);
  return {
    ok: true,
    destination: String(row.destination),
    channel: row.channel === 'email' ? 'email' : 'sms',
  };
};
