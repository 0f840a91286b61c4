// One-time codes. The reference server's local SMS / e-mail provider "sends" by logging, and its code
// is always 1111 (guide: demo-data.md). A code lives 180 s, the client's resend countdown.
import type { DatabaseSync } from 'node:sqlite';
import type { Logger } from '../log.ts';
import { displayPhone } from './phone.ts';

export const LOCAL_CODE = '1111';
export const CODE_LIFETIME_S = 180;

export type CodePurpose = 'register' | 'reset' | 'email';

export const sendCode = (
  db: DatabaseSync,
  log: Logger,
  to: { phone: string; channel: 'sms' | 'email'; email?: string },
  purpose: CodePurpose,
  nowS: number,
): void => {
  const destination = to.channel === 'email' && to.email ? to.email : displayPhone(to.phone);
  db.prepare(
    `INSERT INTO auth_codes (phone, channel, purpose, destination, code, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(to.phone, to.channel, purpose, destination, LOCAL_CODE, nowS, nowS + CODE_LIFETIME_S);
  log.info(`[${to.channel}] ${purpose} code ${LOCAL_CODE} "sent" to ${destination}`);
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
