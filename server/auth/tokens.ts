// Bearer tokens: 32 random bytes (hex) given to the client once; only their sha256 is stored, with
// the user, creation and revocation times. Tokens are never logged.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { findUserById, type User } from '../db/users.ts';
import { unauthenticated } from '../web/errors.ts';

/** The cookie holding the token lives a year (spec §9); the token itself does not outlive it. */
export const TOKEN_LIFETIME_S = 31_536_000;
/**
 * Live sessions one customer may hold (devices, browsers). Signing in once more ends the oldest, and
 * rows of ended sessions are deleted then: a sign-in flood cannot grow the table without bound.
 */
export const MAX_LIVE_TOKENS = 20;

const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const issueToken = (db: DatabaseSync, userId: number, nowS: number): string => {
  const token = randomBytes(32).toString('hex');
  transaction(db, () => {
    db.prepare('INSERT INTO auth_tokens (user_id, token_hash, created_at) VALUES (?, ?, ?)').run(
      userId,
      hashToken(token),
      nowS,
    );
    // Keeps the newest MAX_LIVE_TOKENS live tokens; everything else of this customer is dead or too old.
    db.prepare(
      `DELETE FROM auth_tokens WHERE user_id = ? AND id NOT IN (
         SELECT id FROM auth_tokens WHERE user_id = ? AND revoked_at IS NULL AND created_at > ?
         ORDER BY id DESC LIMIT ?)`,
    ).run(userId, userId, nowS - TOKEN_LIFETIME_S, MAX_LIVE_TOKENS);
  });
  return token;
};

/** The token of an `Authorization: Bearer …` header, or null. */
export const bearerToken = (req: IncomingMessage): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
};

/** The cabinet's `token` cookie of a request (browser navigations carry no Authorization header), or null. */
export const cookieToken = (req: IncomingMessage): string | null => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === 'token') return value.join('=').trim() || null;
  }
  return null;
};

/**
 * A live session: its row, its customer and its stored token hash (what a short-lived link is bound to,
 * server/wallet/links.ts). Known, not revoked, not expired, customer not banned; by its token or its row.
 */
export type Session = { id: number; userId: number; tokenHash: string };

export const liveSession = (
  db: DatabaseSync,
  by: { token: string | null } | { id: number },
  nowS: number,
): Session | null => {
  if ('token' in by && (!by.token || !TOKEN_SHAPE.test(by.token))) return null;
  const [column, value] = 'token' in by ? ['t.token_hash', hashToken(by.token ?? '')] : ['t.id', by.id];
  const row = db
    .prepare(
      `SELECT t.id, t.user_id, t.token_hash FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE ${column} = ? AND t.revoked_at IS NULL AND t.created_at > ? AND u.is_banned = 0`,
    )
    .get(value, nowS - TOKEN_LIFETIME_S);
  return typeof row?.user_id === 'number' && typeof row.id === 'number'
    ? { id: row.id, userId: row.user_id, tokenHash: String(row.token_hash) }
    : null;
};

/** The user id a live token belongs to: known, not revoked, not expired, user not banned. */
export const userIdForToken = (db: DatabaseSync, token: string | null, nowS: number): number | null =>
  liveSession(db, { token }, nowS)?.userId ?? null;

/** The user of the request's bearer token, or a 401 `{ message: 'Unauthenticated.' }`. */
export const requireUser = (db: DatabaseSync, req: IncomingMessage, nowS: number): User => {
  const id = userIdForToken(db, bearerToken(req), nowS);
  const user = id === null ? null : findUserById(db, id);
  if (!user) throw unauthenticated();
  return user;
};

/** Revokes one token; true when it was live. */
export const revokeToken = (db: DatabaseSync, token: string, nowS: number): boolean =>
  Number(
    db
      .prepare('UPDATE auth_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
      .run(nowS, hashToken(token)).changes,
  ) > 0;

/** Revokes every live token of a user (password change, ban); returns how many. */
export const revokeUserTokens = (db: DatabaseSync, userId: number, nowS: number): number =>
  Number(
    db
      .prepare('UPDATE auth_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
      .run(nowS, userId).changes,
  );
