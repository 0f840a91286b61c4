// The operator's wallet keys, from the environment (docs/decisions-wallet.md, README "Configuration"):
// Apple's pass type certificate and key with Apple's WWDR certificate, and Google's issuer id with a
// service-account key. Either vendor is on only when all of its settings are given; a vendor given in
// part, or keys that do not belong together (key-check.ts), stop the server at start with one line
// naming the setting, rather than offering passes that would fail.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { BRANDS, type BrandId } from '../../src/kernel/brand/brands.ts';
import { isLocalHost, missingOrigins } from '../config.ts';
import type { Logger } from '../log.ts';
import { checkAppleKeys, checkGoogleKey, testOnlyPiece } from './key-check.ts';
import { VENDOR_ORIGINS, type VendorOrigins, vendorNotifier, type WalletNotifier } from './notify.ts';

export type AppleKeys = {
  passTypeId: string;
  teamId: string;
  /** PEM texts, as passkit-generator takes them. */
  certificates: { wwdr: string; signerCert: string; signerKey: string; signerKeyPassphrase?: string };
};

export type GoogleKeys = {
  issuerId: string;
  /** The service account's e-mail (the JWT's `iss`), key id and PKCS #8 private key (PEM). */
  clientEmail: string;
  keyId: string;
  privateKey: string;
  /** Where an access token for the REST API is asked for (the key file's `token_uri`). */
  tokenUri: string;
};

export type WalletKeys = { apple: AppleKeys | null; google: GoogleKeys | null };

/**
 * What the server needs to offer passes: the keys, who tells the vendors that a pass changed, and the
 * cabinet's public origin per brand that every pass names (PUBLIC_ORIGIN_<BRAND>, config.ts).
 */
export type WalletSetup = WalletKeys & { notifier: WalletNotifier; origins: Record<BrandId, string> };

/** Each brand's first local host (http://localhost, http://ge.localhost, …): the origins of a local start. */
export const localOrigins = (port?: number): Record<BrandId, string> =>
  Object.fromEntries(
    Object.values(BRANDS).map((brand) => [
      brand.id,
      `http://${brand.localHosts[0]}${port ? `:${port}` : ''}`,
    ]),
  ) as Record<BrandId, string>;

export const WALLET_OFF: WalletSetup = {
  apple: null,
  google: null,
  notifier: { applePush: async () => 'failed', googleUpdate: async () => 'failed', close: () => {} },
  origins: localOrigins(),
};

export const walletOn = (setup: WalletSetup): boolean => setup.apple !== null || setup.google !== null;

type Env = Record<string, string | undefined>;

const APPLE_VARS = [
  'WALLET_APPLE_PASS_TYPE_ID',
  'WALLET_APPLE_TEAM_ID',
  'WALLET_APPLE_CERT',
  'WALLET_APPLE_KEY',
  'WALLET_APPLE_WWDR',
] as const;
const GOOGLE_VARS = ['WALLET_GOOGLE_ISSUER_ID', 'WALLET_GOOGLE_KEY'] as const;

/** The variables of one vendor: all given (their values), none (null), or a start-up error naming the rest. */
const allOrNone = <K extends string>(
  env: Env,
  names: readonly K[],
  vendor: string,
): Record<K, string> | null => {
  const given = names.filter((name) => env[name]?.trim());
  if (given.length === 0) return null;
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new Error(`${vendor} passes need ${missing.join(', ')} too (${given.join(', ')} given).`);
  return Object.fromEntries(names.map((name) => [name, (env[name] ?? '').trim()])) as Record<K, string>;
};

const readText = (path: string, what: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${what}: cannot read ${path} (${(error as Error).message}).`);
  }
};

const readApple = (env: Env, nowMs: number): AppleKeys | null => {
  const vars = allOrNone(env, APPLE_VARS, 'Apple Wallet');
  if (!vars) return null;
  const signerCert = readText(vars.WALLET_APPLE_CERT, 'WALLET_APPLE_CERT');
  const signerKey = readText(vars.WALLET_APPLE_KEY, 'WALLET_APPLE_KEY');
  const wwdr = readText(vars.WALLET_APPLE_WWDR, 'WALLET_APPLE_WWDR');
  const passphrase = env.WALLET_APPLE_KEY_PASSPHRASE || undefined;
  const keys: AppleKeys = {
    passTypeId: vars.WALLET_APPLE_PASS_TYPE_ID,
    teamId: vars.WALLET_APPLE_TEAM_ID,
    certificates: { wwdr, signerCert, signerKey, ...(passphrase ? { signerKeyPassphrase: passphrase } : {}) },
  };
  checkAppleKeys(keys, nowMs);
  return keys;
};

/** The fields of a Google service-account key file that signing needs. */
const ServiceAccountKey = v.object({
  client_email: v.pipe(v.string(), v.email()),
  private_key_id: v.pipe(v.string(), v.minLength(1)),
  private_key: v.pipe(v.string(), v.includes('PRIVATE KEY')),
  token_uri: v.optional(v.pipe(v.string(), v.url()), 'https://oauth2.googleapis.com/token'),
});

const readGoogle = (env: Env): GoogleKeys | null => {
  const vars = allOrNone(env, GOOGLE_VARS, 'Google Wallet');
  if (!vars) return null;
  if (!/^\d+$/.test(vars.WALLET_GOOGLE_ISSUER_ID))
    throw new Error('WALLET_GOOGLE_ISSUER_ID is the issuer id of the Google Pay & Wallet console: digits.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readText(vars.WALLET_GOOGLE_KEY, 'WALLET_GOOGLE_KEY'));
  } catch (error) {
    throw new Error(`WALLET_GOOGLE_KEY: ${(error as Error).message}`);
  }
  const key = v.safeParse(ServiceAccountKey, parsed);
  if (!key.success)
    throw new Error(
      `WALLET_GOOGLE_KEY is not a service-account key file (${key.issues.map((i) => v.getDotPath(i)).join(', ')}).`,
    );
  const keys: GoogleKeys = {
    issuerId: vars.WALLET_GOOGLE_ISSUER_ID,
    clientEmail: key.output.client_email,
    keyId: key.output.private_key_id,
    privateKey: key.output.private_key,
    tokenUri: key.output.token_uri,
  };
  checkGoogleKey(keys);
  return keys;
};

/** Both vendors' keys from the environment, proven at `nowMs`; a vendor without its settings is off. */
export const readWalletKeys = (env: Env, nowMs = Date.now()): WalletKeys => ({
  apple: readApple(env, nowMs),
  google: readGoogle(env),
});

/**
 * The server's wallet: the keys, the public origins and the vendors' notifier. A throwaway test chain
 * (`npm run wallet:try`) is refused on a public origin, and the operator's own keys need every brand's
 * origin configured (a pass naming a local host would never be updated).
 */
export const readWalletSetup = (
  env: Env,
  o: { publicOrigins: Partial<Record<BrandId, string>>; port: number; log: Logger; nowMs?: number },
): WalletSetup => {
  const keys = readWalletKeys(env, o.nowMs);
  if (walletOn({ ...WALLET_OFF, ...keys })) {
    const test = testOnlyPiece(keys);
    const publicOrigin = Object.values(o.publicOrigins).find(
      (origin) => !isLocalHost(new URL(origin).hostname),
    );
    if (test && publicOrigin)
      throw new Error(
        `${test} is the throwaway test chain of npm run wallet:try, refused on the public origin ${publicOrigin}: give the operator's own keys.`,
      );
    const missing = missingOrigins(o.publicOrigins);
    if (!test && missing.length > 0)
      throw new Error(
        `Wallet passes with the operator's keys need ${missing.join(', ')}: the cabinet's https:// origin per brand, which every pass names.`,
      );
  }
  return {
    ...keys,
    origins: { ...localOrigins(o.port), ...o.publicOrigins },
    notifier: vendorNotifier(keys, o.log, vendorOrigins(env)),
  };
};

/** Where the vendors are reached: APNs from WALLET_APPLE_PUSH_ORIGIN (a stand-in's), Google's own. */
export const vendorOrigins = (env: Env): VendorOrigins => ({
  ...VENDOR_ORIGINS,
  apns: env.WALLET_APPLE_PUSH_ORIGIN || VENDOR_ORIGINS.apns,
});
