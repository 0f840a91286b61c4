// Telling the vendors that a pass changed (docs/decisions-wallet.md, "Updates"): the one interface the
// server calls, and its implementation over the vendors' services. No test here can reach Apple or
// Google, so the tests give the server a recording notifier, and notify.test.ts runs this implementation
// against local stand-ins of both services.
//
// - Apple: an empty push to each device registered for the pass (APNs over HTTP/2, the pass type
//   certificate as the client certificate, the pass type id as the topic); the device then asks the
//   PassKit web service (server/api/wallet-service.ts) what changed and fetches the new pass.
// - Google: the object (and its class) replaced through the Wallet REST API with the service account's
//   access token; Google updates every phone that saved it.
import { createPrivateKey } from 'node:crypto';
import { connect } from 'node:http2';
import { request } from 'node:https';
import { SignJWT } from 'jose';
import type { Logger } from '../log.ts';
import type { AppleKeys, GoogleKeys } from './setup.ts';

export type GoogleResource =
  | 'eventTicketClass'
  | 'eventTicketObject'
  | 'transitClass'
  | 'transitObject'
  | 'loyaltyClass'
  | 'loyaltyObject';

export type WalletNotifier = {
  /** Pushes to these devices' tokens; answers the tokens Apple no longer knows (to unregister them). */
  applePush: (pushTokens: readonly string[]) => Promise<string[]>;
  /** Replaces a Google Wallet class or object with its new state. */
  googleUpdate: (resource: GoogleResource, id: string, body: object) => Promise<void>;
};

export type VendorOrigins = {
  /** APNs: https://api.push.apple.com (production) or https://api.sandbox.push.apple.com. */
  apns: string;
  /** https://walletobjects.googleapis.com */
  googleApi: string;
  /** Extra CA certificates to trust (the tests' stand-ins); none in production. */
  ca?: string;
};

export const VENDOR_ORIGINS: VendorOrigins = {
  apns: 'https://api.push.apple.com',
  googleApi: 'https://walletobjects.googleapis.com',
};

const PUSH_TIMEOUT_MS = 15_000;

/** One HTTP/2 session per batch of pushes, with the pass type certificate as the client certificate. */
const applePusher =
  (keys: AppleKeys, origins: VendorOrigins, log: Logger) =>
  async (pushTokens: readonly string[]): Promise<string[]> => {
    if (pushTokens.length === 0) return [];
    const { signerCert, signerKey, signerKeyPassphrase } = keys.certificates;
    const session = connect(origins.apns, {
      cert: signerCert,
      key: signerKey,
      ...(signerKeyPassphrase ? { passphrase: signerKeyPassphrase } : {}),
      ...(origins.ca ? { ca: origins.ca } : {}),
    });
    session.on('error', (error) => log.warn(`Apple push: ${error.message}`));
    session.setTimeout(PUSH_TIMEOUT_MS, () => session.destroy(new Error('timed out')));
    const push = (token: string) =>
      new Promise<number>((resolve) => {
        const req = session.request({
          ':method': 'POST',
          ':path': `/3/device/${encodeURIComponent(token)}`,
          'apns-topic': keys.passTypeId,
          'content-type': 'application/json',
        });
        req.on('response', (headers) => resolve(Number(headers[':status'] ?? 0)));
        req.on('error', () => resolve(0));
        req.resume();
        req.end('{}');
      });
    try {
      const statuses = await Promise.all(pushTokens.map(push));
      const failed = statuses.filter((s) => s !== 200 && s !== 410).length;
      // Only counts: a push token identifies a device.
      if (failed > 0) log.warn(`Apple push: ${failed} of ${pushTokens.length} not accepted.`);
      return pushTokens.filter((_, i) => statuses[i] === 410);
    } finally {
      session.close();
    }
  };

/** One HTTPS request (node:https, so a stand-in's CA can be trusted in the tests): status and body text. */
const send = (
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
  ca: string | undefined,
): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method, headers, ...(ca ? { ca } : {}), timeout: PUSH_TIMEOUT_MS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });

const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

/** The service account's access token (OAuth 2.0 JWT bearer grant), kept until a minute before it ends. */
const googleToken = (keys: GoogleKeys, origins: VendorOrigins, now: () => number) => {
  let held: { token: string; until: number } | null = null;
  const key = createPrivateKey(keys.privateKey);
  return async (): Promise<string> => {
    if (held && held.until > now()) return held.token;
    const iat = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: GOOGLE_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: keys.keyId })
      .setIssuer(keys.clientEmail)
      .setAudience(keys.tokenUri)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key);
    const res = await send(
      keys.tokenUri,
      'POST',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
      origins.ca,
    );
    const body = JSON.parse(res.text || '{}') as { access_token?: unknown; expires_in?: unknown };
    if (res.status !== 200 || typeof body.access_token !== 'string')
      throw new Error(`token answer ${res.status}`);
    const life = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    held = { token: body.access_token, until: now() + (life - 60) * 1000 };
    return held.token;
  };
};

const googleUpdater = (keys: GoogleKeys, origins: VendorOrigins, log: Logger, now: () => number) => {
  const token = googleToken(keys, origins, now);
  return async (resource: GoogleResource, id: string, body: object): Promise<void> => {
    const res = await send(
      `${origins.googleApi}/walletobjects/v1/${resource}/${encodeURIComponent(id)}`,
      'PUT',
      { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      JSON.stringify(body),
      origins.ca,
    );
    // 404: nobody saved it (a "Save" link that was never followed creates nothing).
    if (res.status >= 300 && res.status !== 404)
      log.warn(`Google Wallet update of ${resource}: ${res.status}.`);
  };
};

/** The notifier over the vendors' services for the keys that are configured. */
export const vendorNotifier = (
  keys: { apple: AppleKeys | null; google: GoogleKeys | null },
  log: Logger,
  origins: VendorOrigins = VENDOR_ORIGINS,
  now: () => number = Date.now,
): WalletNotifier => {
  const google = keys.google ? googleUpdater(keys.google, origins, log, now) : null;
  return {
    applePush: keys.apple ? applePusher(keys.apple, origins, log) : async () => [],
    googleUpdate: async (resource, id, body) => {
      if (!google) return;
      await google(resource, id, body).catch((error: Error) =>
        log.warn(`Google Wallet update of ${resource}: ${error.message}`),
      );
    },
  };
};
