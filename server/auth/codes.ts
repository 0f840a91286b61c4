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
