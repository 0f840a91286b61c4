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
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import type { GoogleResource, WalletNotifier } from './notify.ts';
import type { WalletKeys, WalletSetup } from './setup.ts';

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

const issue = (
  subject: forge.pki.CertificateField[],
  issuer: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } | null,
  extensions: object[],
) => {
  const keys = keyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = (serial++).toString(16).padStart(2, '0');
  cert.validity.notBefore = new Date(Date.UTC(2020, 0, 1));
  cert.validity.notAfter = new Date(Date.UTC(2040, 0, 1));
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

/** The test chain, made once per process (RSA keys take a moment). */
export const testChain = (): TestChain => {
  if (made) return made;
  const root = issue([{ name: 'commonName', value: 'Test Root CA (stands in for Apple Root CA)' }], null, CA);
  const wwdr = issue(
    [{ name: 'commonName', value: 'Test Worldwide Developer Relations CA' }],
    root.forge,
    CA,
  );
  const signer = issue(
    [
      { type: '0.9.2342.19200300.100.1.1', value: TEST_PASS_TYPE_ID },
      { name: 'commonName', value: `Pass Type ID: ${TEST_PASS_TYPE_ID}` },
      { name: 'organizationalUnitName', value: TEST_TEAM_ID },
    ],
    wwdr.forge,
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
  );
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
  const clientEmail = 'wallet@test-cabinet.iam.gserviceaccount.com';
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
  pushes: string[][];
  updates: { resource: GoogleResource; id: string; body: Record<string, unknown> }[];
  /** Push tokens Apple should answer as unknown (410). */
  gone: Set<string>;
};

export const recordingNotifier = (): RecordingNotifier => {
  const pushes: string[][] = [];
  const updates: RecordingNotifier['updates'] = [];
  const gone = new Set<string>();
  return {
    pushes,
    updates,
    gone,
    applePush: async (tokens) => {
      if (tokens.length > 0) pushes.push([...tokens]);
      return tokens.filter((token) => gone.has(token));
    },
    googleUpdate: async (resource, id, body) => {
      updates.push({ resource, id, body: body as Record<string, unknown> });
    },
  };
};

/** The wallet on with the test keys, telling a recording notifier. */
export const testWallet = (notifier: WalletNotifier = recordingNotifier()): WalletSetup => ({
  ...testWalletKeys(),
  notifier,
});

/** The files of a zip (a `.pkpass`): stored or deflated entries, read from the central directory. */
export const unzip = (zip: Buffer): Record<string, Buffer> => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: Record<string, Buffer> = {};
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    at += 46 + nameLength + extra + comment;
  }
  return files;
};
