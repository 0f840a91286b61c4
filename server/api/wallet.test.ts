// @vitest-environment node
// Wallet passes over HTTP (docs/decisions-wallet.md): off without the operator's keys; with the test keys
// (server/wallet/testing.ts), a signed .pkpass per entry ticket, train ticket and client card in the
// customer's language, checked as a device checks it (manifest hashes, the PKCS #7 signature by openssl
// against the test root), and a "save" link to Google whose JWT verifies with the test public key.
import { createPublicKey } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/tokens.ts';
import { NOW_S, rowsOf, startApp, type TestApp } from '../test-support.ts';
import { GOOGLE_SAVE_URL } from '../wallet/google.ts';
import { signedRoute, walletLink } from '../wallet/links.test-support.ts';
import {
  TEST_ISSUER_ID,
  TEST_PASS_TYPE_ID,
  TEST_TEAM_ID,
  testChain,
  testWallet,
  unzip,
} from '../wallet/testing.ts';
import { manifestProblems, opensslMissing, opensslVerify } from '../wallet/verify.test-support.ts';

type PassJson = Record<string, unknown> & {
  serialNumber: string;
  groupingIdentifier?: string;
  barcodes: { format: string; message: string; altText: string }[];
  eventTicket?: Record<string, { key: string; label: string; value: string }[]>;
  boardingPass?: Record<string, unknown> & Record<string, { key: string; label: string; value: string }[]>;
  storeCard?: Record<string, { key: string; label: string; value: string }[]>;
};

let app: TestApp;
/** Anna's bearer token: the cabinet asks for each pass's short-lived link with it. */
let anna: string;
beforeAll(async () => {
  app = await startApp({ wallet: testWallet() });
  anna = issueToken(app.db, 1, NOW_S);
});
afterAll(() => app.close());

const applePath = (path: string, lang: string) => walletLink(app, anna, 'apple', path, { lang });

const pkpass = async (path: string, lang: string) => {
  const res = await app.get(await applePath(path, lang));
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  const files = unzip(res.body);
  return { files, pass: JSON.parse(files['pass.json']?.toString('utf8') ?? '{}') as PassJson };
};

/** A field of a pass style's list, by key. */
const field = (fields: { key: string; label: string; value: string }[] | undefined, key: string) =>
  fields?.find((f) => f.key === key);

const missing = opensslMissing();
if (missing && !process.env.CI) console.warn(`server/api/wallet.test.ts: ${missing}.`);

describe('off without the operator’s keys', () => {
  it('says so, and answers no pass (the cabinet shows no button)', async () => {
    const off = await startApp();
    try {
      const token = issueToken(off.db, 1, NOW_S);
      expect((await off.get('/api/v3/wallet')).json()).toEqual({ apple: false, google: false });
      for (const vendor of ['apple', 'google']) {
        const links = await off.get(`/api/v3/wallet/links?vendor=${vendor}&order=1001&lang=en`, {
          authorization: `Bearer ${token}`,
        });
        const pass = await off.get(
          signedRoute(off.db, token, `${vendor}/orders/1001/tickets/100101`, { lang: 'en', nowS: NOW_S }),
        );
        for (const res of [links, pass]) {
          expect(res.status).toBe(404);
          expect(res.json().message).toBe('Adding tickets to the phone’s wallet is not set up here.');
        }
      }
    } finally {
      await off.close();
    }
  });
});

describe('Apple Wallet passes', () => {
  it('says the feature is on', async () => {
    expect((await app.get('/api/v3/wallet')).json()).toEqual({ apple: true, google: true });
  });

  it.each([
    ['ticket', 'orders/1001/tickets/100101'],
    ['train ticket', 'orders/1007/trains/100701'],
    ['club card', 'cards/7700111122223333'],
  ])(
    'a %s: every file as in the manifest, the signature verifies against the test chain',
    async (_, path) => {
      const { files } = await pkpass(path, 'en');
      expect(Object.keys(files).sort()).toEqual(
        [
          'icon.png',
          'icon@2x.png',
          'icon@3x.png',
          'logo.png',
          'logo@2x.png',
          'logo@3x.png',
          'manifest.json',
          'pass.json',
          'signature',
        ].sort(),
      );
      expect(manifestProblems(files)).toEqual([]);
      if (missing && !process.env.CI) return;
      const verified = opensslVerify(files, testChain().root.cert);
      expect(verified.output).toContain('Verification successful');
      expect(verified.ok).toBe(true);
    },
  );

  it.skipIf(missing !== null && !process.env.CI)(
    'a changed pass.json or a signature from another chain does not verify',
    async () => {
      const { files } = await pkpass('orders/1001/tickets/100101', 'en');
      const changed = {
        ...files,
        'pass.json': Buffer.from(String(files['pass.json']).replace('Swan', 'Duck')),
      };
      expect(manifestProblems(changed)).toEqual(['pass.json: hash']);
      const tampered = {
        ...files,
        'manifest.json': Buffer.from(
          String(files['manifest.json']).replace(/"[0-9a-f]{40}"/, `"${'0'.repeat(40)}"`),
        ),
      };
      expect(opensslVerify(tampered, testChain().root.cert).ok).toBe(false);
      // The signer's own certificate is no root of trust: only the chain up to the root is.
      expect(opensslVerify(files, testChain().server.cert).ok).toBe(false);
    },
  );

  it('an event ticket in English: the code the cabinet draws, the event, venue, seat, dates and the brand', async () => {
    const order = (
      await app.get(`/api/v3/users/me/orders/1001?lang=en`, { authorization: await bearerOf() })
    ).json<{
      tickets: { id: number; qr: string; ticket_code: string; session: { timeSpending: number } }[];
    }>();
    const ticket = order.tickets.find((x) => x.id === 100101);
    const { pass } = await pkpass('orders/1001/tickets/100101', 'en');
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: 'ticket-100101',
      organizationName: 'Kvitok',
      logoText: 'Kvitok',
      backgroundColor: 'rgb(200, 16, 46)',
      foregroundColor: 'rgb(255, 255, 255)',
      description: 'Ticket: Swan Lake',
      webServiceURL: 'http://localhost/api/v3/wallet/apple',
      sharingProhibited: true,
    });
    expect(pass.voided).toBeUndefined();
    expect(pass.barcodes).toEqual([
      {
        format: 'PKBarcodeFormatQR',
        message: ticket?.qr,
        messageEncoding: 'iso-8859-1',
        altText: ticket?.ticket_code,
      },
    ]);
    const at = ticket?.session.timeSpending ?? 0;
    expect(Date.parse(String(pass.relevantDate))).toBe(at * 1000);
    expect(Date.parse(String(pass.expirationDate))).toBe((at + 3 * 3600) * 1000);
    expect(pass.locations).toEqual([
      { latitude: 53.9104, longitude: 27.5615, relevantText: 'Swan Lake · Bolshoi Theatre' },
    ]);
    expect(String(pass.authenticationToken).length).toBeGreaterThanOrEqual(16);
    const e = pass.eventTicket;
    expect(field(e?.primaryFields, 'event')).toEqual({ key: 'event', label: 'Event', value: 'Swan Lake' });
    expect(field(e?.secondaryFields, 'venue')?.value).toBe('Bolshoi Theatre');
    // The venue's time (+3 h on the Belarusian brand), as the cabinet writes it.
    expect(field(e?.headerFields, 'date')?.value).toMatch(/^\d\d [A-Z][a-z]{2} 2026, \d\d:\d\d$/);
    expect(e?.auxiliaryFields?.map((f) => [f.label, f.value])).toEqual([
      ['Section', 'Stalls'],
      ['Hall', 'Grand Hall'],
      ['Row', '7'],
      ['Seat', '12'],
    ]);
    expect(field(e?.backFields, 'order')).toEqual({ key: 'order', label: 'Order', value: '№1001' });
  });

  it('the same ticket in Russian', async () => {
    const { pass } = await pkpass('orders/1001/tickets/100101', 'ru');
    expect(pass.description).toBe('Билет: Лебединое озеро');
    const e = pass.eventTicket;
    expect(field(e?.primaryFields, 'event')).toEqual({
      key: 'event',
      label: 'Событие',
      value: 'Лебединое озеро',
    });
    expect(field(e?.secondaryFields, 'venue')).toMatchObject({
      label: 'Место проведения',
      value: 'Большой театр',
    });
    expect(e?.auxiliaryFields?.map((f) => f.label)).toEqual(['Сектор', 'Зал', 'Ряд', 'Место']);
    expect(field(e?.headerFields, 'date')?.value).toMatch(/^\d\d [а-я]{3}\.? 2026, \d\d:\d\d$/);
  });

  it('a train ticket: a boarding pass of a train, from and to, car and seats, in English and Russian', async () => {
    const en = (await pkpass('orders/1007/trains/100701', 'en')).pass;
    expect(en.boardingPass?.transitType).toBe('PKTransitTypeTrain');
    expect(en.boardingPass?.primaryFields).toEqual([
      { key: 'from', label: 'From', value: 'Minsk-Passazhirsky' },
      { key: 'to', label: 'To', value: 'Brest-Tsentralny' },
    ]);
    expect(field(en.boardingPass?.headerFields, 'car')).toEqual({ key: 'car', label: 'Car', value: '5' });
    expect(field(en.boardingPass?.auxiliaryFields, 'train')?.value).toBe('701Б');
    expect(en.serialNumber).toBe('train-100701');
    expect(en.sharingProhibited).toBe(true);
    const ru = (await pkpass('orders/1007/trains/100701', 'ru')).pass;
    expect(ru.boardingPass?.primaryFields?.map((f) => f.label)).toEqual(['Откуда', 'Куда']);
    expect(ru.barcodes[0]?.message).toBe(en.barcodes[0]?.message);
    expect(field(ru.boardingPass?.secondaryFields, 'passenger')?.value).toBe('ИВАНОВА АННА СЕРГЕЕВНА');
  });

  it('a club card and the virtual card: a store card with the code, in English and Georgian', async () => {
    const club = (await pkpass('cards/7700111122223333', 'en')).pass;
    expect(club).toMatchObject({
      serialNumber: 'card-7700111122223333',
      description: 'Client card: Arena Club',
    });
    expect(club.barcodes[0]).toMatchObject({ message: '7700111122223333', altText: '7700 1111 2222 3333' });
    expect(club.storeCard?.primaryFields).toEqual([{ key: 'name', label: 'Card', value: 'Arena Club' }]);
    expect(club.expirationDate).toBeUndefined();
    expect(club.relevantDate).toBeUndefined();
    const virtual = (await pkpass('cards/7700123456789012', 'ge')).pass;
    expect(virtual.storeCard?.primaryFields).toEqual([
      { key: 'name', label: 'ბარათი', value: 'ვირტუალური ბარათი' },
    ]);
    expect(field(virtual.storeCard?.secondaryFields, 'number')).toEqual({
      key: 'number',
      label: 'ბარათის ნომერი',
      value: '7700 1234 5678 9012',
    });
  });

  it('a Georgian brand’s ticket: its name, colours and language, its venue’s time (+4 h)', async () => {
    const nino = issueToken(app.db, 4, NOW_S);
    const link = await walletLink(app, nino, 'apple', 'orders/2001/tickets/200101', { host: 'ge.localhost' });
    const res = await app.get(link, { host: 'ge.localhost' });
    expect(res.status, res.text).toBe(200);
    const pass = JSON.parse(String(unzip(res.body)['pass.json'])) as PassJson;
    expect(pass).toMatchObject({ organizationName: 'Bileti', backgroundColor: 'rgb(11, 110, 79)' });
    // No `lang`: the Georgian host's default language.
    expect(field(pass.eventTicket?.primaryFields, 'event')?.label).toBe('ღონისძიება');
    const at = Number(
      rowsOf(app.db).one(
        'SELECT s.time_spending AS at FROM tickets t JOIN sessions s ON s.id = t.session_id WHERE t.id = 200101',
      ).at,
    );
    const local = new Date((at + 4 * 3600) * 1000);
    const hhmm = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
    expect(field(pass.eventTicket?.headerFields, 'date')?.value).toMatch(new RegExp(`, ${hhmm}$`));
    expect(pass.webServiceURL).toBe('http://ge.localhost/api/v3/wallet/apple');
  });

  it('refuses what is no entry code (returned, unpaid, waiting for the organiser) and what is not hers', async () => {
    const status = async (path: string) => (await app.get(await applePath(path, 'en'))).status;
    /** Signed for Anna's session, though no links answer would name it (not hers, or wrongly named). */
    const forced = async (path: string) =>
      (await app.get(signedRoute(app.db, anna, `apple/${path}`, { lang: 'en', nowS: NOW_S }))).status;
    // Returned; order returned (1011); return pending (1006); no QR yet (booking 1003); not her order.
    expect(await status('orders/1002/tickets/100201')).toBe(409);
    const returned = await app.get(await applePath('orders/1002/tickets/100201', 'en'));
    expect(returned.json().message).toBe(
      'This ticket no longer admits anyone, so it cannot be added to the wallet.',
    );
    expect(await status('orders/1006/trains/100601')).toBe(409);
    expect(await status('orders/1003/tickets/100301')).toBe(404);
    expect(await forced('orders/2001/tickets/200101')).toBe(404);
    // A ticket of another of her orders named under the wrong order.
    expect(await forced('orders/1002/tickets/100101')).toBe(404);
    expect(await forced('cards/7700999988887777')).toBe(404);
    expect((await app.get('/api/v3/wallet/apple/orders/1001/tickets/100101')).status).toBe(401);
    expect((await app.get('/api/v3/wallet/apple/orders/1001/tickets/100101?link=1.2.x')).status).toBe(401);
  });
});

/** A bearer token of Anna's, for the API calls beside the passes. */
const bearerOf = async () => {
  const { tokenFor } = await import('../security/endpoints.ts');
  return `Bearer ${tokenFor(app.db, 1)}`;
};

describe('Google Wallet links', () => {
  const saveJwt = async (path: string, lang: string) => {
    const res = await app.get(await walletLink(app, anna, 'google', path, { lang }));
    expect(res.status, res.text).toBe(302);
    // The link is in our URL: no referrer may carry it to Google.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const location = String(res.headers.location);
    expect(location.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const key = await importSPKI(testChain().google.publicKey, 'RS256');
    const { payload, protectedHeader } = await jwtVerify(location.slice(GOOGLE_SAVE_URL.length), key, {
      audience: 'google',
      issuer: testChain().google.clientEmail,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.kid).toBe(testChain().google.keyId);
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['http://localhost'] });
    expect(payload.iat).toBe(NOW_S);
    return payload.payload as Record<string, Record<string, unknown>[]>;
  };

  it('an event ticket: its class and object, the same code and facts, in the customer’s language', async () => {
    const p = await saveJwt('orders/1001/tickets/100101', 'en');
    const object = p.eventTicketObjects?.[0];
    const klass = p.eventTicketClasses?.[0];
    expect(object).toMatchObject({
      id: `${TEST_ISSUER_ID}.ticket-100101`,
      classId: klass?.id,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: '531842235325', alternateText: '531842235325' },
      seatInfo: {
        seat: { defaultValue: { language: 'en', value: '12' } },
        row: { defaultValue: { language: 'en', value: '7' } },
        section: { defaultValue: { language: 'en', value: 'Stalls' } },
      },
      locations: [{ latitude: 53.9104, longitude: 27.5615 }],
      hexBackgroundColor: '#c8102e',
    });
    expect(klass).toMatchObject({
      issuerName: 'Kvitok',
      eventName: { defaultValue: { language: 'en', value: 'Swan Lake' } },
      venue: { name: { defaultValue: { language: 'en', value: 'Bolshoi Theatre' } } },
      logo: { sourceUri: { uri: 'http://localhost/api/v3/wallet/art/google-logo.png' } },
      heroImage: { sourceUri: { uri: 'http://localhost/api/v3/wallet/art/google-hero.png' } },
    });
    const ru = await saveJwt('orders/1001/tickets/100101', 'ru');
    expect(ru.eventTicketClasses?.[0]).toMatchObject({
      eventName: { defaultValue: { language: 'ru', value: 'Лебединое озеро' } },
    });
  });

  it('a train ticket: a rail transit object; a club card: a loyalty object in Georgian (ka)', async () => {
    const train = await saveJwt('orders/1007/trains/100701', 'en');
    expect(train.transitClasses?.[0]).toMatchObject({ transitType: 'RAIL' });
    expect(train.transitObjects?.[0]).toMatchObject({
      tripType: 'ONE_WAY',
      passengerNames: 'ИВАНОВА АННА СЕРГЕЕВНА',
      ticketLeg: {
        originName: { defaultValue: { language: 'en', value: 'Minsk-Passazhirsky' } },
        destinationName: { defaultValue: { language: 'en', value: 'Brest-Tsentralny' } },
        ticketSeat: { coach: '5' },
      },
    });
    const card = await saveJwt('cards/7700111122223333', 'ge');
    expect(card.loyaltyObjects?.[0]).toMatchObject({
      id: `${TEST_ISSUER_ID}.card-7700111122223333`,
      accountId: '7700 1111 2222 3333',
      accountName: 'Анна Иванова',
      barcode: { type: 'QR_CODE', value: '7700111122223333' },
      state: 'ACTIVE',
    });
    expect(card.loyaltyClasses?.[0]).toMatchObject({ programName: 'Arena Club', issuerName: 'Kvitok' });
    expect(JSON.stringify(card.loyaltyClasses)).toContain('"language":"ka"');
    expect(JSON.stringify(card.loyaltyObjects)).toContain('აჩვენეთ კოდი სალაროში');
  });

  it('a JWT signed with another key does not verify with the operator’s public key', async () => {
    const res = await app.get(await walletLink(app, anna, 'google', 'orders/1001/tickets/100101'));
    const jwt = String(res.headers.location).slice(GOOGLE_SAVE_URL.length);
    const other = createPublicKey(testChain().signer.cert);
    await expect(jwtVerify(jwt, other, { audience: 'google' })).rejects.toThrow();
  });
});

describe('one order, one group', () => {
  it('Apple: every admitting pass of the order in one .pkpasses bundle, each signed and grouped by the order', async () => {
    const res = await app.get(await applePath('orders/1001', 'en'));
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpasses');
    expect(res.headers['content-disposition']).toBe('attachment; filename="order-1001.pkpasses"');
    const bundle = unzip(res.body);
    const passes = Object.values(bundle).map((file) => unzip(file));
    expect(passes).toHaveLength(2);
    const jsons = passes.map((files) => JSON.parse(String(files['pass.json'])) as PassJson);
    expect(jsons.map((p) => p.serialNumber)).toEqual(['ticket-100101', 'ticket-100102']);
    expect(jsons.map((p) => p.groupingIdentifier)).toEqual(['order-1001', 'order-1001']);
    for (const files of passes) {
      expect(manifestProblems(files)).toEqual([]);
      if (!missing || process.env.CI) expect(opensslVerify(files, testChain().root.cert).ok).toBe(true);
    }
    // A returned ticket is left out (order 1002: two of its three admit); a train order bundles its tickets.
    const partly = unzip((await app.get(await applePath('orders/1002', 'en'))).body);
    expect(Object.keys(partly)).toHaveLength(2);
    const train = unzip((await app.get(await applePath('orders/1007', 'en'))).body);
    expect(Object.keys(train)).toHaveLength(2);
  });

  it('refuses an order that is not hers (404) or that admits no one (409)', async () => {
    const forced = signedRoute(app.db, anna, 'apple/orders/2001', { nowS: NOW_S });
    expect((await app.get(forced)).status).toBe(404);
    expect((await app.get(await applePath('orders/1003', 'en'))).status).toBe(409);
    expect((await app.get(await walletLink(app, anna, 'google', 'orders/1006'))).status).toBe(409);
    expect((await app.get('/api/v3/wallet/apple/orders/1001')).status).toBe(401);
  });

  it('Google: one save link for the whole order, its class once, each object grouped by the order', async () => {
    const res = await app.get(await walletLink(app, anna, 'google', 'orders/1001', { lang: 'en' }));
    expect(res.status).toBe(302);
    const key = await importSPKI(testChain().google.publicKey, 'RS256');
    const { payload } = await jwtVerify(String(res.headers.location).slice(GOOGLE_SAVE_URL.length), key);
    const p = payload.payload as Record<string, Record<string, unknown>[]>;
    expect(p.eventTicketClasses).toHaveLength(1);
    expect(p.eventTicketObjects?.map((o) => [o.id, o.groupingInfo])).toEqual([
      [`${TEST_ISSUER_ID}.ticket-100101`, { groupingId: 'order-1001', sortIndex: 1 }],
      [`${TEST_ISSUER_ID}.ticket-100102`, { groupingId: 'order-1001', sortIndex: 2 }],
    ]);
  });
});

describe('the pictures Google fetches', () => {
  it('the host brand’s logo at 660 × 660 and hero at 1032 × 336, public and cacheable; nothing else', async () => {
    for (const [name, size] of [
      ['google-logo.png', [660, 660]],
      ['google-hero.png', [1032, 336]],
    ] as const) {
      const res = await app.get(`/api/v3/wallet/art/${name}`, { host: 'ge.localhost' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect([res.body.readUInt32BE(16), res.body.readUInt32BE(20)]).toEqual(size);
    }
    const ge = await app.get('/api/v3/wallet/art/google-logo.png', { host: 'ge.localhost' });
    const by = await app.get('/api/v3/wallet/art/google-logo.png');
    // Each host its brand's picture.
    expect(ge.body.equals(by.body)).toBe(false);
    for (const path of ['icon.png', 'ge/google-logo.png', '..%2Fby%2Fgoogle-logo.png'])
      expect((await app.get(`/api/v3/wallet/art/${path}`)).status).toBe(404);
  });
});
