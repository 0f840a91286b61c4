// Test support for the wallet passes: keys and a certificate chain made at test time (no vendor's network,
// nothing secret in the repository), the server's wallet setup on them with a notifier that records what
// it would tell the vendors, and a reader for the `.pkpass` zip.
//
// The chain mirrors Apple's: a root ("Apple Root CA" stand-in) → an intermediate ("WWDR") → the pass type
// certificate (UID = the pass type id), so `openssl smime -verify` against the root proves what a device
// checks. A server certificate for localhost under the same root lets the notifier's tests run TLS and
// HTTP/2 stand-ins of APNs and Google.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import forge from 'node-forge';
import { TEST_ONLY_MARK } from './key-check.ts';
import type { GoogleResource, WalletNotifier } from './notify.ts';
import { localOrigins, type WalletKeys, type WalletSetup } from './setup.ts';

export const TEST_PASS_TYPE_ID = 'pass.test.cabinet.tickets';
export const TEST_TEAM_ID = 'TEST123456';
export const TEST_ISSUER_ID = '3388000000012345678';

type Issued = { cert: string; key: string };

const keyPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    pem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  };
};

let serial = 1;

type Forged = { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey };

const issue = (
  subject: forge.pki.CertificateField[],
  issuer: Forged | null,
  extensions: object[],
  validity: { from: Date; to: Date } = {
    from: new Date(Date.UTC(2020, 0, 1)),
    to: new Date(Date.UTC(2040, 0, 1)),
  },
) => {
  const keys = keyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = (serial++).toString(16).padStart(2, '0');
  cert.validity.notBefore = validity.from;
  cert.validity.notAfter = validity.to;
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  cert.setExtensions(extensions);
  cert.sign(issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return {
    forge: { cert, key: keys.privateKey },
    pem: { cert: forge.pki.certificateToPem(cert), key: keys.pem },
  };
};

const CA = [
  { name: 'basicConstraints', cA: true },
  { name: 'keyUsage', keyCertSign: true, cRLSign: true },
];

const SIGNER = [
  { name: 'basicConstraints', cA: false },
  { name: 'keyUsage', digitalSignature: true },
  { name: 'extKeyUsage', clientAuth: true },
];

const WWDR_NAME = 'Test Worldwide Developer Relations CA';

/** Every test certificate says it is one (key-check.ts refuses such a chain on a public origin). */
const caSubject = (commonName: string): forge.pki.CertificateField[] => [
  { name: 'commonName', value: commonName },
  { name: 'organizationName', value: TEST_ONLY_MARK },
];

const signerSubject = (
  passTypeId = TEST_PASS_TYPE_ID,
  teamId = TEST_TEAM_ID,
): forge.pki.CertificateField[] => [
  { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
  { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
  { name: 'organizationalUnitName', value: teamId },
  { name: 'organizationName', value: TEST_ONLY_MARK },
];

export type TestChain = {
  root: Issued;
  wwdr: Issued;
  signer: Issued;
  /** A TLS certificate for localhost and 127.0.0.1 (the vendors' stand-ins). */
  server: Issued;
  /** A Google service-account key file (JSON text) and its public key (PEM) to verify the JWT. */
  google: { keyFile: string; publicKey: string; clientEmail: string; keyId: string };
};

let made: TestChain | null = null;
let forged: { root: Forged; wwdr: Forged } | null = null;

/** The test chain, made once per process (RSA keys take a moment). */
export const testChain = (): TestChain => {
  if (made) return made;
  const root = issue(caSubject('Test Root CA (stands in for Apple Root CA)'), null, CA);
  const wwdr = issue(caSubject(WWDR_NAME), root.forge, CA);
  const signer = issue(signerSubject(), wwdr.forge, SIGNER);
  forged = { root: root.forge, wwdr: wwdr.forge };
  const server = issue([{ name: 'commonName', value: 'localhost' }], root.forge, [
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  const g = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // `.test` (RFC 2606): no real service account has it, so a production start knows this key.
  const clientEmail = 'wallet-try@cabinet.test';
  const keyId = 'test-key-1';
  made = {
    root: root.pem,
    wwdr: wwdr.pem,
    signer: signer.pem,
    server: server.pem,
    google: {
      keyFile: JSON.stringify({
        type: 'service_account',
        client_email: clientEmail,
        private_key_id: keyId,
        private_key: g.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        token_uri: 'https://oauth2.googleapis.com/token',
      }),
      publicKey: g.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      clientEmail,
      keyId,
    },
  };
  return made;
};

/**
 * Pieces that do not belong with the test chain, one wrong thing each (the start-up checks' tests): a key
 * of another pair, a WWDR of another generation (it did not issue the pass type certificate), an
 * expired WWDR that did, a pass type certificate that has expired, one without a UID, and a Google key
 * too short for RS256.
 */
export const testMisfits = () => {
  const chain = testChain();
  if (!forged) throw new Error('no test chain');
  const past = { from: new Date(Date.UTC(2015, 0, 1)), to: new Date(Date.UTC(2023, 1, 7)) };
  // The same name and key as the real one, so it is the issuer in every way but its dates.
  const sameKeyExpired = forge.pki.createCertificate();
  sameKeyExpired.publicKey = forged.wwdr.cert.publicKey;
  sameKeyExpired.serialNumber = (serial++).toString(16).padStart(2, '0');
  sameKeyExpired.validity.notBefore = past.from;
  sameKeyExpired.validity.notAfter = past.to;
  sameKeyExpired.setSubject(forged.wwdr.cert.subject.attributes);
  sameKeyExpired.setIssuer(forged.root.cert.subject.attributes);
  sameKeyExpired.setExtensions(CA);
  sameKeyExpired.sign(forged.root.key, forge.md.sha256.create());
  const expiredSigner = issue(signerSubject(), forged.wwdr, SIGNER, past);
  const noUid = issue(
    [
      { name: 'commonName', value: 'Not a pass type certificate' },
      { name: 'organizationalUnitName', value: TEST_TEAM_ID },
    ],
    forged.wwdr,
    SIGNER,
  );
  const shortGoogle = generateKeyPairSync('rsa', { modulusLength: 1024 });
  return {
    otherKey: keyPair().pem,
    otherWwdr: issue(caSubject(`${WWDR_NAME} G3`), forged.root, CA).pem.cert,
    expiredWwdr: forge.pki.certificateToPem(sameKeyExpired),
    expiredSigner: expiredSigner.pem,
    noUid: noUid.pem,
    shortGoogleKey: shortGoogle.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    root: chain.root.cert,
  };
};

/** The test chain as files, and the environment that turns the wallet on with them (the e2e's server). */
export const writeTestChain = (dir: string): Record<string, string> => {
  const chain = testChain();
  mkdirSync(dir, { recursive: true });
  const files = {
    WALLET_APPLE_CERT: ['pass.pem', chain.signer.cert],
    WALLET_APPLE_KEY: ['pass.key', chain.signer.key],
    WALLET_APPLE_WWDR: ['wwdr.pem', chain.wwdr.cert],
    WALLET_GOOGLE_KEY: ['google.json', chain.google.keyFile],
  } as const;
  const env: Record<string, string> = {
    WALLET_APPLE_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
    WALLET_APPLE_TEAM_ID: TEST_TEAM_ID,
    WALLET_GOOGLE_ISSUER_ID: TEST_ISSUER_ID,
  };
  for (const [name, [file, text]] of Object.entries(files)) {
    writeFileSync(join(dir, file), text);
    env[name] = join(dir, file);
  }
  writeFileSync(join(dir, 'root.pem'), chain.root.cert);
  return env;
};

export const testWalletKeys = (): WalletKeys => {
  const chain = testChain();
  const google = JSON.parse(chain.google.keyFile) as { private_key: string };
  return {
    apple: {
      passTypeId: TEST_PASS_TYPE_ID,
      teamId: TEST_TEAM_ID,
      certificates: { wwdr: chain.wwdr.cert, signerCert: chain.signer.cert, signerKey: chain.signer.key },
    },
    google: {
      issuerId: TEST_ISSUER_ID,
      clientEmail: chain.google.clientEmail,
      keyId: chain.google.keyId,
      privateKey: google.private_key,
      tokenUri: 'https://oauth2.googleapis.com/token',
    },
  };
};

export type RecordingNotifier = WalletNotifier & {
  /** The push tokens pushed, in the order the outbox sent them. */
  pushes: string[];
  updates: { resource: GoogleResource; id: string; body: Record<string, unknown> }[];
  /** Push tokens Apple should answer as unknown (410). */
  gone: Set<string>;
  /** Push tokens whose push fails for now (APNs out of reach: the outbox tries again later). */
  unreachable: Set<string>;
};

export const recordingNotifier = (): RecordingNotifier => {
  const pushes: string[] = [];
  const updates: RecordingNotifier['updates'] = [];
  const gone = new Set<string>();
  const unreachable = new Set<string>();
  return {
    pushes,
    updates,
    gone,
    unreachable,
    applePush: async (token) => {
      if (unreachable.has(token)) return 'retry';
      pushes.push(token);
      return gone.has(token) ? 'gone' : 'sent';
    },
    googleUpdate: async (resource, id, body) => {
      updates.push({ resource, id, body: body as Record<string, unknown> });
      return 'sent';
    },
    close: () => {},
  };
};

/** The wallet on with the test keys and local origins (http://localhost, …), telling a recording notifier. */
export const testWallet = (notifier: WalletNotifier = recordingNotifier()): WalletSetup => ({
  ...testWalletKeys(),
  notifier,
  origins: localOrigins(),
});

/**
 * `passes` passes of Anna's (`<prefix>-<n>`) registered on `devices` devices, taken in turn (device d
 * holds pass d mod passes; push token `device-<d>`, registered at d seconds): the outbox's tests and the
 * stadium of the load script. Answers the serials.
 */
export const registerDevices = (
  db: DatabaseSync,
  passes: number,
  devices: number,
  prefix = 'ticket',
): string[] => {
  const pass = db.prepare(
    `INSERT INTO wallet_passes (serial, user_id, auth_token, lang, origin, facts, updated_at, apple)
     VALUES (?, 1, ?, 'en', 'http://localhost', '{}', 0, 1)`,
  );
  const device = db.prepare(
    'INSERT INTO wallet_registrations (device_id, serial, push_token, created_at) VALUES (?, ?, ?, ?)',
  );
  const serials = Array.from({ length: passes }, (_, i) => `${prefix}-${i}`);
  db.exec('BEGIN');
  for (const serial of serials) pass.run(serial, `auth-${serial}`);
  for (let d = 0; d < devices; d++)
    device.run(d.toString(16).padStart(32, '0'), serials[d % passes] ?? '', `device-${d}`, d);
  db.exec('COMMIT');
  return serials;
};

export { unzip } from './zip.ts';
