// @vitest-environment node
// The operator's wallet settings: a vendor is on only with all of its settings, off without any, and a
// vendor given in part (or with keys that do not fit) stops the server at start, naming what is wrong.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWalletKeys } from './setup.ts';
import { TEST_ISSUER_ID, TEST_PASS_TYPE_ID, testChain, writeTestChain } from './testing.ts';

const dir = mkdtempSync(join(tmpdir(), 'cabinet-wallet-setup-'));
const env = writeTestChain(dir);
const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

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
