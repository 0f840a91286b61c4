// Short-lived wallet links (docs/decisions-wallet.md, "Links"): what a wallet button navigates to instead
// of an address with the download token. A link names one pass route (one pass, or one order's bundle)
// and its language, the session that asked for it (its row id) and the second it expires, signed with
// HMAC-SHA256 keyed by that session's stored token hash. So it opens that route only, for LINK_TTL_S
// only, and only while its session lives: a revoked token (a logout, a password reset, the oldest of too
// many sessions) ends every link it made, and a session row id used again has another hash.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { liveSession, type Session } from '../auth/tokens.ts';

/** Long enough for a tap and Safari's pass sheet; the cabinet asks again before it is over. */
export const LINK_TTL_S = 5 * 60;

/** `<session row>.<expires, epoch seconds>.<signature, base64url>` */
const LINK_SHAPE = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const signature = (session: Session, path: string, lang: string, expires: number): string =>
  createHmac('sha256', session.tokenHash)
    .update(`wallet-link\n${path}\n${lang}\n${expires}`)
    .digest('base64url');

/** The address of the pass route `path` for `session`, in `lang` ('' for the host's default). */
export const signLink = (session: Session, path: string, lang: string, nowS: number): string => {
  const expires = nowS + LINK_TTL_S;
  const query = new URLSearchParams();
  if (lang) query.set('lang', lang);
  query.set('link', `${session.id}.${expires}.${signature(session, path, lang, expires)}`);
  return `${path}?${query}`;
};

/**
 * The customer whose link `link` opens `path` in `lang` now; null when it is malformed, made for another
 * route or language, expired, or its session has ended.
 */
export const linkUser = (
  db: DatabaseSync,
  link: { path: string; lang: string; link: string },
  nowS: number,
): number | null => {
  const parts = LINK_SHAPE.exec(link.link);
  if (!parts) return null;
  const expires = Number(parts[2]);
  if (expires <= nowS || expires > nowS + LINK_TTL_S) return null;
  const session = liveSession(db, { id: Number(parts[1]) }, nowS);
  if (!session) return null;
  const expected = Buffer.from(signature(session, link.path, link.lang, expires));
  const given = Buffer.from(parts[3] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? session.userId : null;
};
