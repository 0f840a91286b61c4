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
import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { Agent, request } from 'node:https';
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

/**
 * What became of one send: done, the device is gone (Apple no longer knows its token: unregister it),
 * worth another try later (the service was busy or out of reach), or refused for good.
 */
export type SendOutcome = 'sent' | 'gone' | 'retry' | 'failed';

/** The vendors' side of the outbox (outbox.ts): it sends one item at a time, many at once. */
export type WalletNotifier = {
  /** An empty push to one device's token. */
  applePush: (pushToken: string) => Promise<SendOutcome>;
  /** Replaces a Google Wallet class or object with its new state. */
  googleUpdate: (resource: GoogleResource, id: string, body: object) => Promise<SendOutcome>;
  /** Closes the connections kept open for the next sends. */
  close: () => void;
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
/** An unused connection is closed after this long (APNs keeps one open for as long as it is used). */
const IDLE_MS = 60_000;

/** APNs' answer for one push, as Apple documents its statuses and reasons. */
const appleOutcome = (status: number, body: string): SendOutcome => {
  if (status === 200) return 'sent';
  if (status === 410) return 'gone';
  if (status === 400 && /BadDeviceToken|DeviceTokenNotForTopic/.test(body)) return 'gone';
  if (status === 0 || status === 429 || status >= 500) return 'retry';
  return 'failed';
};

/**
 * Pushes over ONE HTTP/2 connection, kept open between pushes and multiplexing every push in flight
 * (Apple asks providers to keep their connection rather than open one per push), with the pass type
 * certificate as the client certificate; a closed or refused connection is opened again at the next.
 */
const applePusher = (keys: AppleKeys, origins: VendorOrigins, log: Logger) => {
  let session: ClientHttp2Session | null = null;
  const open = (): ClientHttp2Session => {
    if (session && !session.closed && !session.destroyed) return session;
    const { signerCert, signerKey, signerKeyPassphrase } = keys.certificates;
    const opened = connect(origins.apns, {
      cert: signerCert,
      key: signerKey,
      ...(signerKeyPassphrase ? { passphrase: signerKeyPassphrase } : {}),
      ...(origins.ca ? { ca: origins.ca } : {}),
    });
    const forget = () => {
      if (session === opened) session = null;
    };
    opened.on('error', (error) => log.warn(`Apple push connection: ${error.message}`));
    opened.on('goaway', forget);
    opened.on('close', forget);
    opened.setTimeout(IDLE_MS, () => opened.close());
    // An open connection alone does not keep a process alive (the tests, the scripts).
    opened.unref();
    session = opened;
    return opened;
  };
  const push = (token: string) =>
    new Promise<SendOutcome>((resolve) => {
      let status = 0;
      let body = '';
      let done = false;
      const finish = (outcome: SendOutcome) => {
        if (done) return;
        done = true;
        resolve(outcome);
      };
      try {
        const req = open().request({
          ':method': 'POST',
          ':path': `/3/device/${encodeURIComponent(token)}`,
          'apns-topic': keys.passTypeId,
          'content-type': 'application/json',
        });
        req.setTimeout(PUSH_TIMEOUT_MS, () => req.close(constants.NGHTTP2_CANCEL));
        req.on('response', (headers) => {
          status = Number(headers[':status'] ?? 0);
        });
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => {
          if (body.length < 512) body += chunk;
        });
        req.on('end', () => finish(appleOutcome(status, body)));
        req.on('close', () => finish(appleOutcome(status, body)));
        req.on('error', () => finish('retry'));
        req.end('{}');
      } catch {
        session = null;
        finish('retry');
      }
    });
  return {
    push,
    close: () => {
      session?.close();
      session = null;
    },
  };
};

/** One HTTPS request (node:https, so a stand-in's CA can be trusted in the tests): status and body text. */
const send = (
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
  ca: string | undefined,
  agent?: Agent,
): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const options = {
      method,
      headers,
      ...(ca ? { ca } : {}),
      ...(agent ? { agent } : {}),
      timeout: PUSH_TIMEOUT_MS,
    };
    const req = request(url, options, (res) => {
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

/** Google's answer for one replacement: 404 means nobody saved it (a "Save" link never followed). */
const googleOutcome = (status: number): SendOutcome => {
  if ((status >= 200 && status < 300) || status === 404) return 'sent';
  if (status === 429 || status >= 500) return 'retry';
  return 'failed';
};

/** Replacements over a few kept-alive connections (the REST API is HTTP/1.1 here). */
const googleUpdater = (keys: GoogleKeys, origins: VendorOrigins, log: Logger, now: () => number) => {
  const token = googleToken(keys, origins, now);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const update = async (resource: GoogleResource, id: string, body: object): Promise<SendOutcome> => {
    try {
      const res = await send(
        `${origins.googleApi}/walletobjects/v1/${resource}/${encodeURIComponent(id)}`,
        'PUT',
        { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        JSON.stringify(body),
        origins.ca,
        agent,
      );
      return googleOutcome(res.status);
    } catch (error) {
      log.warn(`Google Wallet update of ${resource}: ${(error as Error).message}`);
      return 'retry';
    }
  };
  return { update, close: () => agent.destroy() };
};

/** The notifier over the vendors' services for the keys that are configured. */
export const vendorNotifier = (
  keys: { apple: AppleKeys | null; google: GoogleKeys | null },
  log: Logger,
  origins: VendorOrigins = VENDOR_ORIGINS,
  now: () => number = Date.now,
): WalletNotifier => {
  const apple = keys.apple ? applePusher(keys.apple, origins, log) : null;
  const google = keys.google ? googleUpdater(keys.google, origins, log, now) : null;
  return {
    applePush: async (token) => (apple ? apple.push(token) : 'failed'),
    googleUpdate: async (resource, id, body) => (google ? google.update(resource, id, body) : 'failed'),
    close: () => {
      apple?.close();
      google?.close();
    },
  };
};
