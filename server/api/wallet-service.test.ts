// @vitest-environment node
// Updates of a pass after it was added (docs/decisions-wallet.md, "Updates"): Apple's PassKit web service
// (register a device, list the updated serials, serve the latest pass — a returned ticket's comes back
// voided) and what the vendors are told when a customer returns a ticket or the platform moves an event.
// The vendors sit behind the notifier; a recording one stands in for them here (notify.test.ts runs the
// real one against local stand-ins of APNs and Google).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { tokenFor } from '../security/endpoints.ts';
import { bearer, DAY_S, jsonBody, rowsOf, startApp, type TestApp } from '../test-support.ts';
import { outboxSettled } from '../wallet/outbox.ts';
import { followSession } from '../wallet/passes.ts';
import {
  type RecordingNotifier,
  recordingNotifier,
  TEST_ISSUER_ID,
  TEST_PASS_TYPE_ID,
  testWallet,
  unzip,
} from '../wallet/testing.ts';

const SERVICE = '/api/v3/wallet/apple/v1';
const DEVICE = 'f7cace9f54587f6bd97bd3d1a56257f6';
const OTHER_DEVICE = '0123456789abcdef0123456789abcdef';

let app: TestApp;
let notifier: RecordingNotifier;
let t: string;
let anna: string;

beforeEach(async () => {
  notifier = recordingNotifier();
  app = await startApp({ wallet: { ...testWallet(notifier) } });
  t = String(rowsOf(app.db).one('SELECT download_token FROM users WHERE id = 1').download_token);
  anna = tokenFor(app.db, 1);
});
afterEach(() => app.close());

/** Anna adds a pass to her wallet: its pass.json (with the token her device will use). */
const addPass = async (path: string, lang = 'en') => {
  const res = await app.get(`/api/v3/wallet/apple/${path}?t=${t}&lang=${lang}`);
  expect(res.status, res.text).toBe(200);
  return JSON.parse(String(unzip(res.body)['pass.json'])) as {
    serialNumber: string;
    authenticationToken: string;
    voided?: boolean;
    relevantDate?: string;
  };
};

const applePass = (token: string) => ({ authorization: `ApplePass ${token}` });

const register = (serial: string, token: string, pushToken = 'push-1', device = DEVICE) =>
  app.call(
    'POST',
    `${SERVICE}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}/${serial}`,
    jsonBody({ pushToken }, applePass(token)),
  );

const updatedSince = (tag?: string) =>
  app.get(
    `${SERVICE}/devices/${DEVICE}/registrations/${TEST_PASS_TYPE_ID}${tag === undefined ? '' : `?passesUpdatedSince=${tag}`}`,
  );

const latest = (serial: string, token: string, headers: Record<string, string> = {}) =>
  app.get(`${SERVICE}/passes/${TEST_PASS_TYPE_ID}/${serial}`, { ...applePass(token), ...headers });

describe('the PassKit web service', () => {
  it('registers a device with the pass’s own token (201, then 200), and refuses a wrong one (401)', async () => {
    const pass = await addPass('orders/1001/tickets/100101');
    expect((await register(pass.serialNumber, pass.authenticationToken)).status).toBe(201);
    expect((await register(pass.serialNumber, pass.authenticationToken)).status).toBe(200);
    expect((await register(pass.serialNumber, 'x'.repeat(48))).status).toBe(401);
    const other = await addPass('orders/1001/tickets/100102');
    // One pass's token opens no other pass.
    expect((await register(pass.serialNumber, other.authenticationToken)).status).toBe(401);
    expect(
      (
        await app.call(
          'POST',
          `${SERVICE}/devices/${DEVICE}/registrations/pass.another.type/${pass.serialNumber}`,
          jsonBody({ pushToken: 'p' }, applePass(pass.authenticationToken)),
        )
      ).status,
    ).toBe(404);
    expect((await register(pass.serialNumber, pass.authenticationToken, '')).status).toBe(422);
    // A device library identifier is 32 hex digits.
    expect((await register(pass.serialNumber, pass.authenticationToken, 'p', 'device-1')).status).toBe(404);
  });

  it('lists the device’s passes, then only those updated since its tag (204 when none; 404 for a device with none)', async () => {
    const pass = await addPass('orders/1001/tickets/100101');
    await register(pass.serialNumber, pass.authenticationToken);
    const first = await updatedSince();
    expect(first.status).toBe(200);
    const { serialNumbers, lastUpdated } = first.json<{ serialNumbers: string[]; lastUpdated: string }>();
    expect(serialNumbers).toEqual(['ticket-100101']);
    expect((await updatedSince(lastUpdated)).status).toBe(204);
    expect(
      (await app.get(`${SERVICE}/devices/${OTHER_DEVICE}/registrations/${TEST_PASS_TYPE_ID}`)).status,
    ).toBe(404);
  });

  it('a returned ticket: the device is pushed, the serial is listed as updated, its pass comes back voided', async () => {
    const pass = await addPass('orders/1001/tickets/100101');
    await register(pass.serialNumber, pass.authenticationToken, 'push-anna-phone');
    const tag = (await updatedSince()).json<{ lastUpdated: string }>().lastUpdated;
    const before = await latest(pass.serialNumber, pass.authenticationToken);
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toBe('application/vnd.apple.pkpass');

    app.advance(60_000);
    const returned = await app.call('DELETE', '/api/v3/users/me/orders/1001/tickets/100101?type=balance', {
      headers: bearer(anna),
    });
    expect(returned.status, returned.text).toBe(200);
    // The request answered before any push left: it waits in the outbox, and the worker sends it.
    expect(notifier.pushes).toEqual([]);
    expect(rowsOf(app.db).all('SELECT vendor, target FROM wallet_outbox')).toEqual([
      { vendor: 'apple', target: 'push-anna-phone' },
    ]);
    await outboxSettled(app.db);
    expect(notifier.pushes).toEqual(['push-anna-phone']);
    expect(rowsOf(app.db).all('SELECT * FROM wallet_outbox')).toEqual([]);

    const changed = await updatedSince(tag);
    expect(changed.json()).toMatchObject({ serialNumbers: ['ticket-100101'] });
    const after = await latest(pass.serialNumber, pass.authenticationToken);
    const json = JSON.parse(String(unzip(after.body)['pass.json'])) as {
      voided?: boolean;
      authenticationToken: string;
    };
    expect(json.voided).toBe(true);
    // The same token: the device keeps talking to the service about this pass.
    expect(json.authenticationToken).toBe(pass.authenticationToken);
    // A returned ticket can no longer be added.
    expect((await app.get(`/api/v3/wallet/apple/orders/1001/tickets/100101?t=${t}`)).status).toBe(409);
  });

  it('serves 304 when the device has the latest version, and the pass again when it changed', async () => {
    const pass = await addPass('orders/1001/tickets/100101');
    const first = await latest(pass.serialNumber, pass.authenticationToken);
    const lastModified = String(first.headers['last-modified']);
    expect(
      (await latest(pass.serialNumber, pass.authenticationToken, { 'if-modified-since': lastModified }))
        .status,
    ).toBe(304);
    app.advance(60_000);
    await app.call('DELETE', '/api/v3/users/me/orders/1001/tickets/100101?type=balance', {
      headers: bearer(anna),
    });
    expect(
      (await latest(pass.serialNumber, pass.authenticationToken, { 'if-modified-since': lastModified }))
        .status,
    ).toBe(200);
  });

  it('a change that is no pass’s (a profile saved) tells no one', async () => {
    const pass = await addPass('cards/7700111122223333');
    await register(pass.serialNumber, pass.authenticationToken);
    const res = await app.call(
      'PUT',
      '/api/v2/users/me/profile',
      jsonBody({ email: 'anna@example.com', city_id: 1 }, bearer(anna)),
    );
    expect(res.status, res.text).toBeLessThan(300);
    await outboxSettled(app.db);
    expect(notifier.pushes).toEqual([]);
  });

  it('an unlinked club card: its pass is voided, and kept as it looked', async () => {
    const pass = await addPass('cards/7700111122223333');
    await register(pass.serialNumber, pass.authenticationToken, 'push-card');
    app.advance(60_000);
    const res = await app.call('DELETE', '/api/v2/users/me/cardcode?card_code=7700111122223333', {
      headers: bearer(anna),
    });
    expect(res.status, res.text).toBe(200);
    await outboxSettled(app.db);
    expect(notifier.pushes).toEqual(['push-card']);
    const json = JSON.parse(
      String(unzip((await latest(pass.serialNumber, pass.authenticationToken)).body)['pass.json']),
    );
    expect(json).toMatchObject({ voided: true, storeCard: { primaryFields: [{ value: 'Arena Club' }] } });
  });

  it('unregisters a device (no more pushes to it), forgets devices Apple no longer knows, and takes logs', async () => {
    const a = await addPass('orders/1001/tickets/100101');
    const b = await addPass('orders/1001/tickets/100102');
    await register(a.serialNumber, a.authenticationToken, 'push-a');
    await register(b.serialNumber, b.authenticationToken, 'push-b', OTHER_DEVICE);
    const off = await app.call(
      'DELETE',
      `${SERVICE}/devices/${DEVICE}/registrations/${TEST_PASS_TYPE_ID}/${a.serialNumber}`,
      {
        headers: applePass(a.authenticationToken),
      },
    );
    expect(off.status).toBe(200);
    notifier.gone.add('push-b');
    app.advance(60_000);
    await app.call('DELETE', '/api/v3/users/me/orders/1001?type=balance', { headers: bearer(anna) });
    await outboxSettled(app.db);
    expect(notifier.pushes).toEqual(['push-b']);
    expect(rowsOf(app.db).all('SELECT * FROM wallet_registrations')).toEqual([]);
    const log = await app.call('POST', `${SERVICE}/log`, jsonBody({ logs: ['Web service error for pass'] }));
    expect(log.status).toBe(200);
  });
});

describe('Google Wallet objects follow too', () => {
  it('a returned ticket whose "save" link was given: its object is replaced as INACTIVE', async () => {
    const link = await app.get(`/api/v3/wallet/google/orders/1001/tickets/100101?t=${t}&lang=en`);
    expect(link.status).toBe(302);
    app.advance(60_000);
    await app.call('DELETE', '/api/v3/users/me/orders/1001/tickets/100101?type=balance', {
      headers: bearer(anna),
    });
    await outboxSettled(app.db);
    const object = notifier.updates.find((u) => u.resource === 'eventTicketObject');
    expect(object).toMatchObject({ id: `${TEST_ISSUER_ID}.ticket-100101`, body: { state: 'INACTIVE' } });
    expect(notifier.updates.map((u) => u.resource)).toEqual(['eventTicketClass', 'eventTicketObject']);
  });
});

describe('the platform moves an event', () => {
  it('every pass of its tickets is announced, with the new date', async () => {
    const pass = await addPass('orders/1001/tickets/100101');
    await register(pass.serialNumber, pass.authenticationToken, 'push-moved');
    await app.get(`/api/v3/wallet/google/orders/1001/tickets/100101?t=${t}&lang=en`);
    const session = Number(rowsOf(app.db).one('SELECT session_id FROM tickets WHERE id = 100101').session_id);
    app.db.prepare('UPDATE sessions SET time_spending = time_spending + ? WHERE id = ?').run(DAY_S, session);
    app.advance(60_000);
    const changed = followSession(app.db, testWallet(notifier), session, Date.now(), silentLogger);
    expect(changed).toEqual(['ticket-100101']);
    await outboxSettled(app.db);
    expect(notifier.pushes).toEqual(['push-moved']);
    const moved = JSON.parse(
      String(unzip((await latest(pass.serialNumber, pass.authenticationToken)).body)['pass.json']),
    );
    expect(Date.parse(moved.relevantDate) - Date.parse(String(pass.relevantDate))).toBe(DAY_S * 1000);
    expect(moved.voided).toBeUndefined();
    const klass = notifier.updates.find((u) => u.resource === 'eventTicketClass');
    expect(klass?.body).toHaveProperty('dateTime.start');
  });
});
