// Every pass the server issued (wallet_passes): its owner, language and origin, the token Apple's devices
// send back, and its facts as last served — a pass has changed when its facts have. After a change
// (the customer returned a ticket, an event moved) the facts are read again, and each changed pass is
// announced: a push to the Apple devices registered for it, the new object to Google's REST API.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Lang } from '../../src/lib/i18n/langs.ts';
import { transaction } from '../db/open.ts';
import { num, type Row, str } from '../db/row.ts';
import type { Logger } from '../log.ts';
import { type PassFacts, passFacts } from './facts.ts';
import { googlePass } from './google.ts';
import { enqueuePassUpdates } from './outbox.ts';
import type { WalletSetup } from './setup.ts';

export type PassRow = {
  serial: string;
  userId: number;
  authToken: string;
  lang: Lang;
  origin: string;
  facts: string;
  /** Milliseconds: the web service's update tags and Last-Modified. */
  updatedAt: number;
  apple: boolean;
  google: boolean;
};

const toPass = (row: Row): PassRow => ({
  serial: str(row, 'serial'),
  userId: num(row, 'user_id'),
  authToken: str(row, 'auth_token'),
  lang: str(row, 'lang') as Lang,
  origin: str(row, 'origin'),
  facts: str(row, 'facts'),
  updatedAt: num(row, 'updated_at'),
  apple: num(row, 'apple') === 1,
  google: num(row, 'google') === 1,
});

const findPass = (db: DatabaseSync, serial: string): PassRow | null => {
  const row = db.prepare('SELECT * FROM wallet_passes WHERE serial = ?').get(serial);
  return row ? toPass(row) : null;
};

/** The pass whose serial and Apple token these are (compared in constant time), or null. */
export const passByToken = (db: DatabaseSync, serial: string, token: string | null): PassRow | null => {
  const pass = findPass(db, serial);
  if (!pass || token === null) return null;
  const a = Buffer.from(pass.authToken);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b) ? pass : null;
};

/**
 * Records a pass handed to the customer (a download or a "Save" link) and answers its row. A serial that
 * was another customer's (a card code linked again elsewhere) starts afresh: new token, no devices.
 */
export const issuePass = (
  db: DatabaseSync,
  o: {
    facts: PassFacts;
    userId: number;
    lang: Lang;
    origin: string;
    vendor: 'apple' | 'google';
    nowMs: number;
  },
): PassRow =>
  transaction(db, () => {
    const facts = JSON.stringify(o.facts);
    const old = findPass(db, o.facts.serial);
    if (old && old.userId !== o.userId)
      db.prepare('DELETE FROM wallet_passes WHERE serial = ?').run(old.serial);
    const kept = old && old.userId === o.userId ? old : null;
    if (!kept)
      db.prepare(
        `INSERT INTO wallet_passes (serial, user_id, auth_token, lang, origin, facts, updated_at, apple, google)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        o.facts.serial,
        o.userId,
        randomBytes(24).toString('hex'),
        o.lang,
        o.origin,
        facts,
        o.nowMs,
        o.vendor === 'apple' ? 1 : 0,
        o.vendor === 'google' ? 1 : 0,
      );
    else
      db.prepare(
        `UPDATE wallet_passes SET lang = ?, origin = ?, facts = ?, updated_at = ?, ${o.vendor} = 1 WHERE serial = ?`,
      ).run(
        o.lang,
        o.origin,
        facts,
        kept.facts === facts && kept.lang === o.lang ? kept.updatedAt : o.nowMs,
        o.facts.serial,
      );
    const row = findPass(db, o.facts.serial);
    if (!row) throw new Error(`pass ${o.facts.serial} was not stored`);
    return row;
  });

/** A pass's facts now; one that is no longer the customer's (an unlinked card) keeps its last words, voided. */
export const factsNow = (db: DatabaseSync, pass: PassRow): PassFacts =>
  passFacts(db, pass.serial, pass.userId, pass.lang) ?? {
    ...(JSON.parse(pass.facts) as PassFacts),
    holds: false,
  };

/**
 * Reads `passes` again; stores and announces those whose facts changed (the outbox, outbox.ts). Answers
 * the changed serials at once; the vendors are told after the request (never awaited by a customer).
 */
const refreshPasses = (
  db: DatabaseSync,
  setup: WalletSetup,
  passes: readonly PassRow[],
  nowMs: number,
  log: Logger,
): string[] => {
  const changed: { pass: PassRow; facts: PassFacts }[] = [];
  for (const pass of passes) {
    const facts = factsNow(db, pass);
    const json = JSON.stringify(facts);
    if (json === pass.facts) continue;
    db.prepare('UPDATE wallet_passes SET facts = ?, updated_at = ? WHERE serial = ?').run(
      json,
      nowMs,
      pass.serial,
    );
    changed.push({ pass, facts });
  }
  if (changed.length === 0) return [];
  const { google } = setup;
  enqueuePassUpdates(
    db,
    setup,
    {
      appleSerials: setup.apple ? changed.filter((c) => c.pass.apple).map((c) => c.pass.serial) : [],
      google: google
        ? changed
            .filter((c) => c.pass.google)
            .flatMap(({ pass, facts }) => {
              const g = googlePass(facts, pass.lang, google.issuerId, setup.origins[facts.brand]);
              return [
                { resource: g.classResource, id: g.class.id, body: g.class },
                { resource: g.objectResource, id: g.object.id, body: g.object },
              ];
            })
        : [],
    },
    log,
  );
  return changed.map((c) => c.pass.serial);
};

const passesWhere = (db: DatabaseSync, where: string, ...params: (string | number)[]): PassRow[] =>
  db
    .prepare(`SELECT * FROM wallet_passes WHERE ${where}`)
    .all(...params)
    .map(toPass);

/** After a customer changed something (a return, an unlinked card): their passes that changed. */
export const followCustomer = (
  db: DatabaseSync,
  setup: WalletSetup,
  userId: number,
  nowMs: number,
  log: Logger,
) => refreshPasses(db, setup, passesWhere(db, 'user_id = ?', userId), nowMs, log);

/**
 * After the platform changed a session (the event moved, a hall changed): the passes of its tickets. The
 * back office calls this; the reference server has no such screen, so the tests do.
 */
export const followSession = (
  db: DatabaseSync,
  setup: WalletSetup,
  sessionId: number,
  nowMs: number,
  log: Logger,
) =>
  refreshPasses(
    db,
    setup,
    passesWhere(db, "serial IN (SELECT 'ticket-' || id FROM tickets WHERE session_id = ?)", sessionId),
    nowMs,
    log,
  );

/** The given passes read again (before a device is told what changed since its last look). */
export const followSerials = (
  db: DatabaseSync,
  setup: WalletSetup,
  serials: readonly string[],
  nowMs: number,
  log: Logger,
) =>
  refreshPasses(
    db,
    setup,
    serials.map((s) => findPass(db, s)).filter((p): p is PassRow => p !== null),
    nowMs,
    log,
  );
