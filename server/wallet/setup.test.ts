// @vitest-environment node
// The operator's wallet settings: a vendor is on only with all of its settings, off without any, and a
// vendor given in part, or keys that do not belong together, stop the server at start with one line
// naming the wrong setting (a probe pass is signed and verified as a device would).
import { spawnSync } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { silentLogger } from '../log.ts';
import { readWalletKeys, readWalletSetup } from './setup.ts';
import { TEST_ISSUER_ID, TEST_PASS_TYPE_ID, testChain, testMisfits, writeTestChain } from './testing.ts';

const dir = mkdtempSync(join(tmpdir(), 'cabinet-wallet-setup-'));
const env = writeTestChain(dir);
const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
/** The start-up error of these settings: one line, or null when they start. */
const refusal = (given: Record<string, string>, nowMs = Date.UTC(2026, 10, 28)): string | null => {
  try {
    readWalletKeys(given, nowMs);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('readWalletKeys', () => {
  it('is off without any setting (npm start)', () => {
    expect(readWalletKeys({})).toEqual({ apple: null, google: null });
  });

  it('reads both vendors’ keys from the files the settings name', () => {
    const keys = readWalletKeys(env);
    expect(keys.apple).toMatchObject({
      passTypeId: TEST_PASS_TYPE_ID,
      certificates: { signerCert: testChain().signer.cert, wwdr: testChain().wwdr.cert },
    });
    expect(keys.google).toMatchObject({
      issuerId: TEST_ISSUER_ID,
      clientEmail: testChain().google.clientEmail,
    });
  });

  it('turns one vendor on without the other', () => {
    const apple = readWalletKeys(without('WALLET_GOOGLE_ISSUER_ID', 'WALLET_GOOGLE_KEY'));
    expect([apple.apple !== null, apple.google !== null]).toEqual([true, false]);
  });

  it.each([
    [without('WALLET_APPLE_WWDR'), /Apple Wallet passes need WALLET_APPLE_WWDR too/],
    [without('WALLET_GOOGLE_KEY'), /Google Wallet passes need WALLET_GOOGLE_KEY too/],
    [{ ...env, WALLET_APPLE_CERT: join(dir, 'missing.pem') }, /WALLET_APPLE_CERT: cannot read/],
    [
      { ...env, WALLET_APPLE_PASS_TYPE_ID: 'pass.other' },
      /certificate of pass\.test\.cabinet\.tickets, not of/,
    ],
    [{ ...env, WALLET_GOOGLE_ISSUER_ID: 'abc' }, /issuer id .*: digits/],
  ])('stops at start when a vendor is given in part or wrong (%#)', (given, message) => {
    expect(() => readWalletKeys(given)).toThrow(message);
  });

  it('refuses a key file that is not a service account’s', () => {
    writeFileSync(join(dir, 'not-a-key.json'), JSON.stringify({ client_email: 'wallet@example.com' }));
    expect(() => readWalletKeys({ ...env, WALLET_GOOGLE_KEY: join(dir, 'not-a-key.json') })).toThrow(
      /not a service-account key file \(private_key_id, private_key\)/,
    );
  });
});

describe('keys that do not belong together stop the start, one line naming the wrong piece', () => {
  const misfits = testMisfits();
  const google = JSON.parse(testChain().google.keyFile) as Record<string, string>;
  const locked = file(
    'locked.key',
    createPrivateKey(testChain().signer.key)
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'open sesame' })
      .toString(),
  );
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'a private key of another pair',
      { WALLET_APPLE_KEY: file('other.key', misfits.otherKey) },
      /^WALLET_APPLE_KEY is not the private key of WALLET_APPLE_CERT/,
    ],
    [
      'a team id that is not the certificate’s OU',
      { WALLET_APPLE_TEAM_ID: 'ZZZZZ99999' },
      /^WALLET_APPLE_TEAM_ID ZZZZZ99999 is not the team of WALLET_APPLE_CERT \(its OU is TEST123456\)/,
    ],
    [
      'a pass type id that is not the certificate’s UID',
      { WALLET_APPLE_PASS_TYPE_ID: 'pass.other' },
      /^WALLET_APPLE_CERT is the certificate of pass\.test\.cabinet\.tickets, not of WALLET_APPLE_PASS_TYPE_ID pass\.other/,
    ],
    [
      'a certificate with no UID (not a pass type certificate)',
      {
        WALLET_APPLE_CERT: file('no-uid.pem', misfits.noUid.cert),
        WALLET_APPLE_KEY: file('no-uid.key', misfits.noUid.key),
      },
      /^WALLET_APPLE_CERT \("Not a pass type certificate"\) is not a pass type certificate \(no UID\)/,
    ],
    [
      'Apple’s root given as the WWDR',
      { WALLET_APPLE_WWDR: file('root.pem', misfits.root) },
      /^WALLET_APPLE_WWDR is a root certificate \("Test Root CA/,
    ],
    [
      'a WWDR of another generation (it did not issue the certificate)',
      { WALLET_APPLE_WWDR: file('g3.pem', misfits.otherWwdr) },
      /^WALLET_APPLE_WWDR \("Test Worldwide Developer Relations CA G3"\) did not issue WALLET_APPLE_CERT/,
    ],
    [
      'an expired WWDR',
      { WALLET_APPLE_WWDR: file('expired-wwdr.pem', misfits.expiredWwdr) },
      /^WALLET_APPLE_WWDR \("Test Worldwide Developer Relations CA"\) expired on 2023-02-07/,
    ],
    [
      'an expired pass type certificate',
      {
        WALLET_APPLE_CERT: file('expired.pem', misfits.expiredSigner.cert),
        WALLET_APPLE_KEY: file('expired.key', misfits.expiredSigner.key),
      },
      /^WALLET_APPLE_CERT \("Pass Type ID: pass\.test\.cabinet\.tickets"\) expired on 2023-02-07/,
    ],
    [
      'a key with a passphrase, without WALLET_APPLE_KEY_PASSPHRASE',
      { WALLET_APPLE_KEY: locked },
      /^WALLET_APPLE_KEY cannot be read \(a key with a passphrase needs WALLET_APPLE_KEY_PASSPHRASE\)/,
    ],
    [
      'a key with a passphrase, with another WALLET_APPLE_KEY_PASSPHRASE',
      { WALLET_APPLE_KEY: locked, WALLET_APPLE_KEY_PASSPHRASE: 'not-the-one' },
      /^WALLET_APPLE_KEY cannot be read with WALLET_APPLE_KEY_PASSPHRASE/,
    ],
    [
      'a Google key too short for RS256',
      {
        WALLET_GOOGLE_KEY: file(
          'short.json',
          JSON.stringify({ ...google, private_key: misfits.shortGoogleKey }),
        ),
      },
      /^WALLET_GOOGLE_KEY: its private_key is rsa 1024 bits, not the RSA key of 2048 bits or more/,
    ],
  ];

  it.each(cases)('%s', (_, change, message) => {
    const line = refusal({ ...env, ...change });
    expect(line).toMatch(message);
    expect(line).not.toContain('\n');
  });

  it('the right pieces start (the same check that refuses the wrong ones), a locked key with its passphrase too', () => {
    expect(refusal(env)).toBeNull();
    expect(
      refusal({ ...env, WALLET_APPLE_KEY: locked, WALLET_APPLE_KEY_PASSPHRASE: 'open sesame' }),
    ).toBeNull();
  });
});

describe('the public origins, and the throwaway test keys', () => {
  const setup = (given: Record<string, string>) => {
    const config = readConfig(given);
    return readWalletSetup(given, { publicOrigins: config.publicOrigins, port: 8080, log: silentLogger });
  };
  const PUBLIC = {
    PUBLIC_ORIGIN_BY: 'https://kvitok.by',
    PUBLIC_ORIGIN_GE: 'https://bileti.ge',
    PUBLIC_ORIGIN_ARENA: 'https://arena.kvitok.by',
  };

  it('a local start with the test keys names the local hosts', () => {
    expect(setup(env).origins).toEqual({
      by: 'http://localhost:8080',
      ge: 'http://ge.localhost:8080',
      arena: 'http://arena.localhost:8080',
    });
  });

  it('refuses the test keys on a public origin (a production start)', () => {
    expect(() => setup({ ...env, ...PUBLIC })).toThrow(
      /^WALLET_APPLE_CERT is the throwaway test chain of npm run wallet:try, refused on the public origin https:\/\/kvitok\.by/,
    );
    expect(() =>
      setup({
        ...without(
          'WALLET_APPLE_CERT',
          'WALLET_APPLE_KEY',
          'WALLET_APPLE_WWDR',
          'WALLET_APPLE_PASS_TYPE_ID',
          'WALLET_APPLE_TEAM_ID',
        ),
        ...PUBLIC,
      }),
    ).toThrow(/^WALLET_GOOGLE_KEY is the throwaway test chain/);
  });

  it.each([
    ['http://kvitok.by', /PUBLIC_ORIGIN_BY must be https:\/\//],
    ['https://kvitok.by/cabinet', /PUBLIC_ORIGIN_BY must be an origin/],
    ['kvitok.by', /PUBLIC_ORIGIN_BY must be an origin/],
  ])('refuses PUBLIC_ORIGIN_BY=%s', (origin, message) => {
    expect(() => readConfig({ PUBLIC_ORIGIN_BY: origin })).toThrow(message);
  });

  it('takes https origins, and http only for a local host', () => {
    expect(readConfig({ ...PUBLIC, PUBLIC_ORIGIN_GE: 'http://ge.localhost:8310/' }).publicOrigins).toEqual({
      by: 'https://kvitok.by',
      ge: 'http://ge.localhost:8310',
      arena: 'https://arena.kvitok.by',
    });
  });
});

describe('the server itself', () => {
  it('exits with one line naming the wrong piece (Apple’s root as the WWDR)', () => {
    const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
      env: {
        ...process.env,
        ...env,
        WALLET_APPLE_WWDR: join(dir, 'root.pem'),
        DB_FILE: ':memory:',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Cannot start: WALLET_APPLE_WWDR is a root certificate/),
    ]);
  });
});
