// @vitest-environment node
// Updates of a pass after it was added (docs/decisions-wallet.md, "Updates"): Apple's PassKit web service
// (register a device, list the updated serials, serve the latest pass — a returned ticket's comes back
// voided) and what the vendors are told when a customer returns a ticket (an event the platform moves:
// operator.test.ts).
// The vendors sit behind the notifier; a recording one stands in for them here (notify.test.ts runs the
// real one against local stand-ins of APNs and Google).
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenFor } from '../security/endpoints.ts';
import {
  type Answer,
  bearer,
  jsonBody,
  recordingLogger,
  rowsOf,
  startApp,
  type TestApp,
} from '../test-support.ts';
import { GOOGLE_SAVE_URL } from '../wallet/google.ts';
import { walletLink } from '../wallet/links.test-support.ts';
import { MAX_DEVICES_PER_PASS, outboxSettled } from '../wallet/outbox.ts';
import {
  type RecordingNotifier,
  recordingNotifier,
  TEST_ISSUER_ID,
  TEST_PASS_TYPE_ID,
  testWallet,
  unzip,
} from '../wallet/testing.ts';
import {
  LOG_BODY_MAX,
  LOG_LINES_PER_MINUTE,
  LOG_POSTS_PER_CLIENT,
  REGISTRATIONS_PER_CLIENT,
} from './wallet-service.ts';

const SERVICE = '/api/v3/wallet/apple/v1';
const DEVICE = 'f7cace9f54587f6bd97bd3d1a56257f6';
const OTHER_DEVICE = '0123456789abcdef0123456789abcdef';

let app: TestApp;
let notifier: RecordingNotifier;
let anna: string;

beforeEach(async () => {
  notifier = recordingNotifier();
  app = await startApp({ wallet: { ...testWallet(notifier) } });
  anna = tokenFor(app.db, 1);
});
afterEach(() => app.close());

/** Anna adds a pass to her wallet: its pass.json (with the token her device will use). */
const addPass = async (path: string, lang = 'en') => {
  const res = await app.get(await walletLink(app, anna, 'apple', path, { lang }));
  expect(res.status, res.text).toBe(200);
  return JSON.parse(String(unzip(res.body)['pass.json'])) as {
    serialNumber: string;
    authenticationToken: string;
    voided?: boolean;
    relevantDate?: string;
  };
};

const applePass = (token: string) => ({ authorization: `ApplePass ${token}` });

const register = (serial: string, token: string, pushToken = 'push-1', device = DEVICE, from?: string) =>
  app.call('POST', `${SERVICE}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}/${serial}`, {
    ...jsonBody({ pushToken }, applePass(token)),
    ...(from ? { from } : {}),
  });

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
    expect((await app.get(await walletLink(app, anna, 'apple', 'orders/1001/tickets/100101'))).status).toBe(
      409,
    );
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
      jsonBody(
        { email: 'anna@example.com', city_id: 1, first_name: 'Анна', last_name: 'Иванова' },
        bearer(anna),
      ),
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
    const link = await app.get(await walletLink(app, anna, 'google', 'orders/1001/tickets/100101'));
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

/** `count` calls of `make(i)`, `lanes` at a time; their statuses in order. */
const burst = async (count: number, lanes: number, make: (i: number) => Promise<Answer>) => {
  const statuses: number[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) {
        const i = next++;
        statuses[i] = (await make(i)).status;
      }
    }),
  );
  return statuses;
};

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

describe('the web service’s limits', () => {
  it('10,000 registrations of one pass from one address: 10 devices kept, then 403, then 429; a change pushes 10', async () => {
    const pass = await addPass('cards/7700111122223333');
    const statuses = await burst(10_000, 20, (i) =>
      register(pass.serialNumber, pass.authenticationToken, `push-${i}`, i.toString(16).padStart(32, '0')),
    );
    expect(tally(statuses)).toEqual({
      201: MAX_DEVICES_PER_PASS,
      403: REGISTRATIONS_PER_CLIENT - MAX_DEVICES_PER_PASS,
      429: 10_000 - REGISTRATIONS_PER_CLIENT,
    });
    expect(rowsOf(app.db).one('SELECT count(*) AS n FROM wallet_registrations').n).toBe(MAX_DEVICES_PER_PASS);
    // The customer's own new phone, from elsewhere: the pass is full (its devices are its limit).
    const other = await addPass('orders/1001/tickets/100101');
    expect(
      (
        await register(
          other.serialNumber,
          other.authenticationToken,
          'push-elsewhere',
          OTHER_DEVICE,
          '127.0.0.2',
        )
      ).status,
    ).toBe(201);
    // Relinking the card four times (unlinked, linked again: two changes each): 8 × 10 pushes, not 8 × 10,000.
    for (let relink = 0; relink < 4; relink++) {
      app.advance(60_000);
      const off = await app.call('DELETE', '/api/v2/users/me/cardcode?card_code=7700111122223333', {
        headers: bearer(anna),
      });
      expect(off.status, off.text).toBe(200);
      // Each change's pushes leave before the next (changes while one is pending share its push).
      await outboxSettled(app.db);
      app.advance(60_000);
      const on = await app.call(
        'POST',
        '/api/v2/users/me/cardcode',
        jsonBody({ card_code: '7700111122223333' }, bearer(anna)),
      );
      expect(on.status, on.text).toBe(201);
      await outboxSettled(app.db);
    }
    expect(notifier.pushes).toHaveLength(8 * MAX_DEVICES_PER_PASS);
    const kept = rowsOf(app.db).all(
      'SELECT push_token FROM wallet_registrations WHERE serial = ?',
      pass.serialNumber,
    );
    expect(new Set(notifier.pushes)).toEqual(new Set(kept.map((row) => row.push_token)));
  }, 60_000);
});

describe('the devices’ log', () => {
  const post = (logs: unknown, from?: string) =>
    app.call('POST', `${SERVICE}/log`, { ...jsonBody({ logs }), ...(from ? { from } : {}) });

  it('writes each entry as one escaped line: forged server lines, ANSI escapes and bidi controls stay inside it', async () => {
    const log = recordingLogger();
    await app.close();
    app = await startApp({ wallet: testWallet(notifier), log });
    const forged = [
      'ok\nPOST /api/v3/auth 200 3 ms\n[sms] reset code 1111',
      'ok\r[sms] reset code 1111',
      '\u001b[2K\u001b[1Gwiped \u001b[31mred\u001b[0m \u009b31m',
      'ticket \u202egnp.exe\u2066 \u2028second line\u2029 \u200f',
    ];
    expect((await post(forged)).status).toBe(200);
    const lines = log.lines.flatMap((line) => line.split(/\r\n|\r|\n|\u2028|\u2029/));
    const device = lines.filter((line) => line.startsWith('Apple Wallet device log: "'));
    expect(device).toHaveLength(forged.length);
    expect(lines.filter((line) => !line.startsWith('Apple Wallet device log: '))).toEqual([
      expect.stringMatching(/^POST \/api\/v3\/wallet\/apple\/v1\/log 200 \d+ ms$/),
    ]);
    expect(device[0]).toBe(
      'Apple Wallet device log: "ok\\nPOST /api/v3/auth 200 3 ms\\n[sms] reset code 1111"',
    );
    expect(device[3]).toBe(
      'Apple Wallet device log: "ticket \\u202egnp.exe\\u2066 \\u2028second line\\u2029 \\u200f"',
    );
    // Nothing that moves the cursor, recolours, reorders or breaks a line reaches the log.
    const hidden = [...log.lines.join('')].filter((c) => /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(c));
    expect(hidden).toEqual([]);
  });

  it('is limited per client and in size, and writes at most its share of lines for everyone', async () => {
    for (let i = 0; i < LOG_POSTS_PER_CLIENT; i++) expect((await post(['x'])).status).toBe(200);
    const limited = await post(['x']);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not locked out by the first.
    expect((await post(['x'], '127.0.0.2')).status).toBe(200);
    expect((await post(['y'.repeat(LOG_BODY_MAX)], '127.0.0.3')).status).toBe(413);
    // Lines a minute from everyone (11 are written above): 10 entries a post from new clients.
    const room = Math.floor((LOG_LINES_PER_MINUTE - LOG_POSTS_PER_CLIENT - 1) / 10);
    const statuses: number[] = [];
    for (let c = 4; c < 6 + room; c++)
      statuses.push((await post(Array(10).fill('z'), `127.0.0.${c}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(room);
    expect(statuses.slice(room).every((s) => s === 429)).toBe(true);
  });
});

describe('one public origin per brand, from configuration', () => {
  const ORIGINS = { by: 'https://kvitok.by', ge: 'https://bileti.ge', arena: 'https://arena.kvitok.by' };
  const attacker = {
    host: 'attacker.example',
    'x-forwarded-proto': 'http',
    'x-forwarded-host': 'attacker.example',
  };

  beforeEach(async () => {
    await app.close();
    app = await startApp({ wallet: { ...testWallet(notifier), origins: ORIGINS } });
    anna = tokenFor(app.db, 1);
  });

  it('a pass asked for with Host: attacker.example names the configured origin, now and in its updates', async () => {
    const link = await walletLink(app, anna, 'apple', 'orders/1001/tickets/100101', { lang: 'en' });
    const res = await app.get(link, attacker);
    expect(res.status, res.text).toBe(200);
    const json = JSON.parse(String(unzip(res.body)['pass.json']));
    expect(json.webServiceURL).toBe('https://kvitok.by/api/v3/wallet/apple');
    // A row an older server stored with the request's host is served with the configured origin.
    app.db.prepare("UPDATE wallet_passes SET origin = 'http://attacker.example'").run();
    const again = await app.get(`${SERVICE}/passes/${TEST_PASS_TYPE_ID}/${json.serialNumber}`, {
      ...attacker,
      ...applePass(json.authenticationToken),
    });
    expect(JSON.parse(String(unzip(again.body)['pass.json'])).webServiceURL).toBe(
      'https://kvitok.by/api/v3/wallet/apple',
    );
    const card = await walletLink(app, anna, 'apple', 'cards/7700111122223333', { host: 'ge.localhost' });
    const ge = await app.get(card, { host: 'ge.localhost' });
    expect(JSON.parse(String(unzip(ge.body)['pass.json'])).webServiceURL).toBe(
      'https://bileti.ge/api/v3/wallet/apple',
    );
  });

  it('Google’s origins and logo name it too', async () => {
    const link = await walletLink(app, anna, 'google', 'orders/1001/tickets/100101', { lang: 'en' });
    const res = await app.get(link, attacker);
    expect(res.status, res.text).toBe(302);
    const jwt = decodeJwt(String(res.headers.location).slice(GOOGLE_SAVE_URL.length));
    expect(jwt.origins).toEqual(['https://kvitok.by']);
    expect(JSON.stringify(jwt.payload)).toContain(
      '"uri":"https://kvitok.by/api/v3/wallet/art/google-logo.png"',
    );
    expect(JSON.stringify(jwt)).not.toContain('attacker');
  });
});
