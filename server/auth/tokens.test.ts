// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER } from '../db/seed/accounts.ts';
import { NOW_S, seededDb } from '../test-support.ts';
import { HttpError } from '../web/errors.ts';
import {
  bearerToken,
  issueToken,
  requireUser,
  revokeToken,
  revokeUserTokens,
  TOKEN_LIFETIME_S,
  userIdForToken,
} from './tokens.ts';

let db: ReturnType<typeof seededDb>;
beforeEach(() => {
  db = seededDb();
});
afterEach(() => db.close());

/** Just enough of a request for the header reader. */
const withAuth = (authorization?: string) =>
  ({ headers: authorization ? { authorization } : {} }) as IncomingMessage;

describe('tokens', () => {
  it('are 32 random bytes in hex, stored only as a sha256 hash', () => {
    const token = issueToken(db, USER.anna, NOW_S);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(issueToken(db, USER.anna, NOW_S)).not.toBe(token);
    const stored = db
      .prepare('SELECT token_hash FROM auth_tokens')
      .all()
      .map((r) => r.token_hash);
    expect(stored).toHaveLength(2);
    expect(stored).not.toContain(token);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('identify their user until revoked', () => {
    const token = issueToken(db, USER.anna, NOW_S);
    expect(userIdForToken(db, token, NOW_S)).toBe(USER.anna);
    expect(revokeToken(db, token, NOW_S + 1)).toBe(true);
    expect(revokeToken(db, token, NOW_S + 2)).toBe(false);
    expect(userIdForToken(db, token, NOW_S + 3)).toBeNull();
  });

  it('can all be revoked for one user, leaving others alone', () => {
    const a1 = issueToken(db, USER.anna, NOW_S);
    const a2 = issueToken(db, USER.anna, NOW_S);
    const n = issueToken(db, USER.nino, NOW_S);
    expect(revokeUserTokens(db, USER.anna, NOW_S)).toBe(2);
    expect(userIdForToken(db, a1, NOW_S)).toBeNull();
    expect(userIdForToken(db, a2, NOW_S)).toBeNull();
    expect(userIdForToken(db, n, NOW_S)).toBe(USER.nino);
  });

  it('expire after a year and stop working for a banned user', () => {
    const token = issueToken(db, USER.anna, NOW_S);
    expect(userIdForToken(db, token, NOW_S + TOKEN_LIFETIME_S - 1)).toBe(USER.anna);
    expect(userIdForToken(db, token, NOW_S + TOKEN_LIFETIME_S)).toBeNull();
    const banned = issueToken(db, USER.banned, NOW_S);
    expect(userIdForToken(db, banned, NOW_S)).toBeNull();
  });

  it('ignore unknown and malformed tokens', () => {
    expect(userIdForToken(db, 'f'.repeat(64), NOW_S)).toBeNull();
    expect(userIdForToken(db, "' OR 1=1 --", NOW_S)).toBeNull();
    expect(userIdForToken(db, null, NOW_S)).toBeNull();
  });
});

describe('requireUser', () => {
  it('reads the bearer header', () => {
    expect(bearerToken(withAuth('Bearer abc'))).toBe('abc');
    expect(bearerToken(withAuth('bearer  abc '))).toBe('abc');
    expect(bearerToken(withAuth('Basic abc'))).toBeNull();
    expect(bearerToken(withAuth())).toBeNull();
  });

  it('returns the user of a live token and throws 401 otherwise', () => {
    const token = issueToken(db, USER.anna, NOW_S);
    expect(requireUser(db, withAuth(`Bearer ${token}`), NOW_S).email).toBe('anna@example.com');
    revokeToken(db, token, NOW_S);
    for (const header of [`Bearer ${token}`, undefined, 'Bearer nope']) {
      try {
        requireUser(db, withAuth(header), NOW_S);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
      }
    }
  });
});
