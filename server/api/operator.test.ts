// @vitest-environment node
// The platform changes an event and every pass of it follows (docs/decisions-wallet.md, "Updates"): the
// operator's path moves the session, changes its venue or hall, or cancels it; each Apple device
// registered for one of its passes gets a push, the new pass says on the lock screen what changed
// (`changeMessage`), and each saved Google object is replaced with a message — every copy in the language
// it was added in. The vendors sit behind a recording notifier (notify.test.ts runs the real one).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenFor } from '../security/endpoints.ts';
import { bearer, jsonBody, rowsOf, startApp, type TestApp } from '../test-support.ts';
import { walletLink } from '../wallet/links.test-support.ts';
import { outboxSettled } from '../wallet/outbox.ts';
import {
  type RecordingNotifier,
  recordingNotifier,
  TEST_PASS_TYPE_ID,
  testWallet,
  unzip,
} from '../wallet/testing.ts';
import { OPERATOR_TOKEN_MIN, readOperatorToken, registerOperator } from './operator.ts';

const SERVICE = '/api/v3/wallet/apple/v1';
const TOKEN = 'operator-token-of-the-tests-0123456789';
const PHONE = 'f7cace9f54587f6bd97bd3d1a56257f6';
const WATCH = '0123456789abcdef0123456789abcdef';

type Field = { key: string; label: string; value: string; changeMessage?: string };
type PassJson = {
  serialNumber: string;
  authenticationToken: string;
  voided?: boolean;
  relevantDate: string;
  relevantDates: { startDate: string; endDate: string }[];
  semantics: Record<string, unknown>;
  eventTicket: Record<string, Field[]>;
};

let app: TestApp;
let notifier: RecordingNotifier;
let anna: string;
let session: number;

beforeEach(async () => {
  notifier = recordingNotifier();
  app = await startApp({ wallet: testWallet(notifier), extend: (r) => registerOperator(r, TOKEN) });
  anna = tokenFor(app.db, 1);
  session = Number(rowsOf(app.db).one('SELECT session_id FROM tickets WHERE id = 100101').session_id);
});
afterEach(() => app.close());

const passJson = (body: Buffer) => JSON.parse(String(unzip(body)['pass.json'])) as PassJson;

/** Anna adds a ticket of order 1001 to Apple Wallet in `lang`. */
const addPass = async (ticketId: number, lang = 'en') => {
  const res = await app.get(
    await walletLink(app, anna, 'apple', `orders/1001/tickets/${ticketId}`, { lang }),
  );
  expect(res.status, res.text).toBe(200);
  return passJson(res.body);
};

const register = async (pass: PassJson, device: string, pushToken: string) => {
  const res = await app.call(
    'POST',
    `${SERVICE}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}/${pass.serialNumber}`,
    jsonBody({ pushToken }, { authorization: `ApplePass ${pass.authenticationToken}` }),
  );
  expect(res.status).toBe(201);
};

/** The pass a device fetches after the push. */
const latest = async (pass: PassJson) => {
  const res = await app.get(`${SERVICE}/passes/${TEST_PASS_TYPE_ID}/${pass.serialNumber}`, {
    authorization: `ApplePass ${pass.authenticationToken}`,
  });
  expect(res.status).toBe(200);
  return passJson(res.body);
};

const change = (body: Record<string, unknown>, token = TOKEN, id = session) =>
  app.call('POST', `/api/v3/operator/sessions/${id}?lang=en`, jsonBody(body, bearer(token)));

const field = (pass: PassJson, list: string, key: string) =>
  pass.eventTicket[list]?.find((f) => f.key === key);

describe('an event moves', () => {
  it('every registered device gets a push, and the new pass has the new date and says “New time”', async () => {
    const first = await addPass(100101);
    const second = await addPass(100102);
    await register(first, PHONE, 'push-phone');
    await register(first, WATCH, 'push-watch');
    await register(second, PHONE, 'push-phone');
    const before = await latest(first);
    const at = Number(
      rowsOf(app.db).one('SELECT time_spending FROM sessions WHERE id = ?', session).time_spending,
    );
    const moved = at + 86_400 + 30 * 60;

    app.advance(60_000);
    const res = await change({ timeSpending: moved });
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toEqual({ session, passes: ['ticket-100101', 'ticket-100102'] });
    // One push per device (queued in the same request), whichever of its passes changed.
    await outboxSettled(app.db);
    expect([...notifier.pushes].sort()).toEqual(['push-phone', 'push-watch']);

    const after = await latest(first);
    const shift = (a: string, b: string) => Date.parse(b) - Date.parse(a);
    expect(shift(before.relevantDate, after.relevantDate)).toBe((moved - at) * 1000);
    expect(shift(String(before.relevantDates[0]?.startDate), String(after.relevantDates[0]?.startDate))).toBe(
      (moved - at) * 1000,
    );
    expect(Date.parse(String(after.semantics.eventStartDate))).toBe(moved * 1000);
    const date = field(after, 'headerFields', 'date');
    expect(date?.changeMessage).toBe('New time: %@');
    expect(date?.value).not.toBe(field(before, 'headerFields', 'date')?.value);
    // The order moved in the cabinet too.
    expect(rowsOf(app.db).one('SELECT event_at FROM orders WHERE id = 1001').event_at).toBe(moved);
  });

  it('a new venue and hall: both fields change, each with its own lock-screen words', async () => {
    const pass = await addPass(100101, 'ru');
    await register(pass, PHONE, 'push-phone');
    const other = Number(
      rowsOf(app.db).one(
        'SELECT id FROM objects WHERE id <> (SELECT object_id FROM sessions WHERE id = ?)',
        session,
      ).id,
    );
    app.advance(60_000);
    expect((await change({ objectId: other, hallName: 'Малый зал' })).status).toBe(200);
    await outboxSettled(app.db);
    expect(notifier.pushes).toEqual(['push-phone']);
    const after = await latest(pass);
    expect(field(after, 'secondaryFields', 'venue')).toMatchObject({
      changeMessage: 'Новое место проведения: %@',
    });
    expect(field(after, 'secondaryFields', 'venue')?.value).not.toBe(
      field(pass, 'secondaryFields', 'venue')?.value,
    );
    expect(field(after, 'auxiliaryFields', 'hall')).toMatchObject({
      value: 'Малый зал',
      changeMessage: 'Новый зал: %@',
    });
    expect(after.semantics).toMatchObject({ venueRoom: 'Малый зал' });
  });

  it('a change that moves nothing of the passes pushes nothing', async () => {
    const pass = await addPass(100101);
    await register(pass, PHONE, 'push-phone');
    const hall = String(rowsOf(app.db).one('SELECT hall_name FROM tickets WHERE id = 100101').hall_name);
    expect((await change({ hallName: hall })).json()).toEqual({ session, passes: [] });
    await outboxSettled(app.db);
    expect(notifier.pushes).toEqual([]);
  });
});

describe('an event is cancelled', () => {
  it('the pass comes back voided and says “Event cancelled”; the tickets are returned in the cabinet', async () => {
    const pass = await addPass(100101);
    await register(pass, PHONE, 'push-phone');
    expect(field(pass, 'backFields', 'status')).toMatchObject({ value: 'On schedule', changeMessage: '%@' });
    await app.get(await walletLink(app, anna, 'google', 'orders/1001/tickets/100101', { lang: 'en' }));
    app.advance(60_000);
    expect((await change({ cancelled: true })).status).toBe(200);
    await outboxSettled(app.db);
    expect(notifier.pushes).toEqual(['push-phone']);
    const after = await latest(pass);
    expect(after.voided).toBe(true);
    expect(field(after, 'backFields', 'status')?.value).toBe('Event cancelled');
    const object = notifier.updates.find((u) => u.resource === 'eventTicketObject');
    expect(object?.body).toMatchObject({
      state: 'INACTIVE',
      messages: [
        { header: 'Your ticket has changed', body: 'Event cancelled', messageType: 'TEXT_AND_NOTIFY' },
      ],
    });
    const order = await app.get('/api/v3/users/me/orders/1001', bearer(tokenFor(app.db, 1)));
    const tickets = order.json<{ status: number; tickets: { returned_at: number | null }[] }>();
    expect(tickets.tickets.every((x) => x.returned_at !== null)).toBe(true);
    expect(tickets.status).toBe(2);
    // It cannot be added again.
    expect((await app.get(await walletLink(app, anna, 'apple', 'orders/1001/tickets/100101'))).status).toBe(
      409,
    );
  });
});

describe('a pass keeps the language it was added in', () => {
  it('English on the iPhone, Russian in Google: saving one never changes the other, and each hears of a move in its own', async () => {
    const pass = await addPass(100101, 'en');
    await register(pass, PHONE, 'push-phone');
    const tag = (await app.get(`${SERVICE}/devices/${PHONE}/registrations/${TEST_PASS_TYPE_ID}`)).json<{
      lastUpdated: string;
    }>().lastUpdated;
    app.advance(60_000);
    const saved = await app.get(
      await walletLink(app, anna, 'google', 'orders/1001/tickets/100101', { lang: 'ru' }),
    );
    expect(saved.status).toBe(302);
    // The iPhone is told of nothing, and its pass stays English.
    await outboxSettled(app.db);
    expect(notifier.pushes).toEqual([]);
    expect(
      (
        await app.get(
          `${SERVICE}/devices/${PHONE}/registrations/${TEST_PASS_TYPE_ID}?passesUpdatedSince=${tag}`,
        )
      ).status,
    ).toBe(204);
    expect(field(await latest(pass), 'primaryFields', 'event')?.value).toBe('Swan Lake');

    const at = Number(
      rowsOf(app.db).one('SELECT time_spending FROM sessions WHERE id = ?', session).time_spending,
    );
    app.advance(60_000);
    await change({ timeSpending: at + 3600 });
    const apple = await latest(pass);
    expect(field(apple, 'primaryFields', 'event')?.value).toBe('Swan Lake');
    expect(field(apple, 'headerFields', 'date')?.changeMessage).toBe('New time: %@');
    const object = notifier.updates.find((u) => u.resource === 'eventTicketObject');
    const klass = notifier.updates.find((u) => u.resource === 'eventTicketClass');
    expect(klass?.body).toMatchObject({
      eventName: { defaultValue: { language: 'ru', value: 'Лебединое озеро' } },
    });
    const message = (object?.body.messages as { body: string }[] | undefined)?.[0]?.body ?? '';
    expect(message).toMatch(/^Новое время: \d\d [а-я]{3}\.? 2026, \d\d:\d\d$/);
  });
});

describe('the operator’s path', () => {
  it('answers only the operator’s token, refuses an unknown session or venue and a bad body', async () => {
    expect((await change({ cancelled: true }, 'x'.repeat(40))).status).toBe(401);
    expect(
      (await app.call('POST', `/api/v3/operator/sessions/${session}`, jsonBody({ cancelled: true }))).status,
    ).toBe(401);
    const unknown = await change({ cancelled: true }, TOKEN, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.json().message).toBe('There is no such session.');
    expect((await change({ objectId: 999_999 })).json().message).toBe('There is no such venue.');
    expect((await change({ timeSpending: 'soon' })).status).toBe(422);
    expect(
      rowsOf(app.db).one('SELECT cancelled_at FROM sessions WHERE id = ?', session).cancelled_at,
    ).toBeNull();
  });

  it('is absent without OPERATOR_TOKEN, and a short token stops the start', async () => {
    const off = await startApp({ wallet: testWallet() });
    try {
      expect(
        (await off.call('POST', `/api/v3/operator/sessions/${session}`, jsonBody({}, bearer(TOKEN)))).status,
      ).toBe(404);
    } finally {
      await off.close();
    }
    expect(readOperatorToken({})).toBeNull();
    expect(readOperatorToken({ OPERATOR_TOKEN: TOKEN })).toBe(TOKEN);
    expect(() => readOperatorToken({ OPERATOR_TOKEN: 'x'.repeat(OPERATOR_TOKEN_MIN - 1) })).toThrow(
      /at least 32/,
    );
  });
});
