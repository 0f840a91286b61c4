// Every pass the server issued (wallet_passes): its owner, languages and origin, the token Apple's devices
// send back, and its facts as last served — a pass has changed when its facts have. Each vendor's copy
// keeps the language it was added in (`lang` for Apple's, `google_lang` for Google's). After a change
// (the customer returned a ticket, an event moved) the facts are read again, and each changed pass is
// announced: a push to the Apple devices registered for it (the new pass says what changed on the lock
// screen), the new object to Google's REST API with a message saying what changed.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { BRANDS } from '../../src/kernel/brand/brands.ts';
import { formatDateTime } from '../../src/kernel/format/dates.ts';
import type { Lang } from '../../src/kernel/langs.ts';
import { transaction } from '../db/open.ts';
import { num, type Row, str, strOrNull } from '../db/row.ts';
import { type MessageKey, textIn } from '../i18n/messages.ts';
import type { Logger } from '../log.ts';
import { type PassFacts, passFacts } from './facts.ts';
import { type GoogleMessage, googlePass } from './google.ts';
import { enqueuePassUpdates } from './outbox.ts';
import type { WalletSetup } from './setup.ts';

export type PassRow = {
  serial: string;
  userId: number;
  authToken: string;
  /** The Apple pass's language (and its stored facts'). */
  lang: Lang;
  /** The Google object's language, once it was saved. */
  googleLang: Lang | null;
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
  googleLang: strOrNull(row, 'google_lang') as Lang | null,
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
 * was another customer's (a card code linked again elsewhere) starts afresh: new token, no devices. A
 * Google save sets only the Google object's language: the Apple pass of the same ticket keeps its own.
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
        `INSERT INTO wallet_passes (serial, user_id, auth_token, lang, google_lang, origin, facts, updated_at, apple, google)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        o.facts.serial,
        o.userId,
        randomBytes(24).toString('hex'),
        o.lang,
        o.vendor === 'google' ? o.lang : null,
        o.origin,
        facts,
        o.nowMs,
        o.vendor === 'apple' ? 1 : 0,
        o.vendor === 'google' ? 1 : 0,
      );
    else if (o.vendor === 'google')
      db.prepare('UPDATE wallet_passes SET google = 1, google_lang = ? WHERE serial = ?').run(
        o.lang,
        o.facts.serial,
      );
    else
      db.prepare(
        'UPDATE wallet_passes SET lang = ?, origin = ?, facts = ?, updated_at = ?, apple = 1 WHERE serial = ?',
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

/**
 * A pass's facts now, in the Apple pass's language unless told another; one that is no longer the
 * customer's (an unlinked card) keeps its last words, voided.
 */
export const factsNow = (db: DatabaseSync, pass: PassRow, lang: Lang = pass.lang): PassFacts =>
  passFacts(db, pass.serial, pass.userId, lang) ?? {
    ...(JSON.parse(pass.facts) as PassFacts),
    holds: false,
  };

type Change = 'time' | 'venue' | 'hall' | 'cancelled';

/** What changed about the event or the departure between two readings of a pass's facts. */
const changesOf = (before: PassFacts, after: PassFacts): Change[] => {
  if (before.kind === 'card' || after.kind === 'card') return [];
  const changes: Change[] = before.at === after.at ? [] : ['time'];
  if (before.kind === 'event' && after.kind === 'event') {
    if (before.venue !== after.venue || before.address !== after.address) changes.push('venue');
    if (before.hall !== after.hall) changes.push('hall');
    if (!before.cancelled && after.cancelled) changes.push('cancelled');
  }
  return changes;
};

/** Google's message about what changed, in the object's language (Apple's devices word it from the pass). */
const googleMessage = (
  changes: readonly Change[],
  facts: PassFacts,
  lang: Lang,
  nowMs: number,
): GoogleMessage | undefined => {
  if (changes.length === 0 || facts.kind === 'card') return undefined;
  const line = (key: MessageKey, value: string | null) =>
    value === null ? [] : [textIn(lang, key).replace('%@', value)];
  const at = facts.at === null ? null : formatDateTime(facts.at, BRANDS[facts.brand].utcOffsetHours, lang);
  const lines = changes.includes('cancelled')
    ? [textIn(lang, 'wallet.cancelled')]
    : [
        ...(changes.includes('time')
          ? line(facts.kind === 'event' ? 'wallet.newTime' : 'wallet.newDeparture', at)
          : []),
        ...(changes.includes('venue') && facts.kind === 'event' ? line('wallet.newVenue', facts.venue) : []),
        ...(changes.includes('hall') && facts.kind === 'event' ? line('wallet.newHall', facts.hall) : []),
      ];
  return { id: `change-${nowMs}`, header: textIn(lang, 'wallet.changed'), body: lines.join('\n') };
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
  const changed: { pass: PassRow; changes: Change[] }[] = [];
  for (const pass of passes) {
    const facts = factsNow(db, pass);
    const json = JSON.stringify(facts);
    if (json === pass.facts) continue;
    db.prepare('UPDATE wallet_passes SET facts = ?, updated_at = ? WHERE serial = ?').run(
      json,
      nowMs,
      pass.serial,
    );
    changed.push({ pass, changes: changesOf(JSON.parse(pass.facts) as PassFacts, facts) });
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
            .flatMap(({ pass, changes }) => {
              // Google's copy in its own language, which may not be the Apple pass's.
              const lang = pass.googleLang ?? pass.lang;
              const facts = factsNow(db, pass, lang);
              const message = googleMessage(changes, facts, lang, nowMs);
              const g = googlePass(facts, lang, google.issuerId, setup.origins[facts.brand], message);
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
