// @vitest-environment node
// The notifier over the vendors' services, against local stand-ins (no test can reach Apple or Google):
// an HTTP/2 TLS server that asks for a client certificate (APNs) and an HTTPS server that answers the
// OAuth token request and the Wallet REST API's PUT (Google). Both trust only the test chain.
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { createServer as createHttpsServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingLogger } from '../test-support.ts';
import { vendorNotifier } from './notify.ts';
import { TEST_PASS_TYPE_ID, testChain, testWalletKeys } from './testing.ts';

type Seen = { method: string; path: string; headers: Record<string, unknown>; body: string; client: string };

let servers: (Http2SecureServer | Server)[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers = [];
});

const listen = async (server: Http2SecureServer | Server): Promise<string> => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `https://localhost:${(server.address() as AddressInfo).port}`;
};

const tls = () => {
  const chain = testChain();
  return { cert: chain.server.cert, key: chain.server.key, ca: [chain.root.cert, chain.wwdr.cert] };
};

/**
 * APNs: answers 200, or the status a token names (`status-410`, `status-429:TooManyRequests`); remembers
 * each push, the client certificate and how many connections were opened.
 */
const apnsStandIn = async () => {
  const seen: Seen[] = [];
  const server = createSecureServer({
    ...tls(),
    allowHTTP1: false,
    requestCert: true,
    rejectUnauthorized: true,
  });
  const connections = { count: 0 };
  server.on('session', () => {
    connections.count += 1;
  });
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    stream.on('end', () => {
      const path = String(headers[':path']);
      const peer = (stream.session?.socket as TLSSocket | undefined)?.getPeerCertificate();
      seen.push({
        method: String(headers[':method']),
        path,
        headers,
        body,
        client: String(peer?.subject?.UID),
      });
      const token = decodeURIComponent(path.split('/').pop() ?? '');
      const [, status = '200', reason = ''] = /^status-(\d+):?(\w*)/.exec(token) ?? [];
      stream.respond({ ':status': Number(status) });
      stream.end(reason ? JSON.stringify({ reason }) : '');
    });
  });
  return { origin: await listen(server), seen, connections };
};

/** Google: the OAuth token endpoint and the Wallet REST API, on one HTTPS server. */
const googleStandIn = async (objectStatus = 200) => {
  const seen: Seen[] = [];
  const server = createHttpsServer(tls(), (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({
        method: String(req.method),
        path: String(req.url),
        headers: req.headers,
        body,
        client: '',
      });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/token') {
        res.end(
          JSON.stringify({ access_token: 'test-access-token', expires_in: 3600, token_type: 'Bearer' }),
        );
        return;
      }
      res.statusCode = objectStatus;
      res.end(body);
    });
  });
  return { origin: await listen(server), seen };
};

describe('Apple: an empty push per device over one HTTP/2 connection, with the pass type certificate', () => {
  it('sends {} to /3/device/<token> with the pass type id as the topic, all pushes on one connection', async () => {
    const apns = await apnsStandIn();
    const log = recordingLogger();
    const notifier = vendorNotifier(testWalletKeys(), log, {
      apns: apns.origin,
      googleApi: '',
      ca: testChain().root.cert,
    });
    const tokens = Array.from({ length: 50 }, (_, i) => `token-${i}`);
    expect(new Set(await Promise.all(tokens.map(notifier.applePush)))).toEqual(new Set(['sent']));
    expect(await notifier.applePush('token-after')).toBe('sent');
    notifier.close();
    expect(apns.connections.count).toBe(1);
    expect(apns.seen).toHaveLength(51);
    expect(apns.seen.map((s) => [s.method, s.body, s.headers['apns-topic'], s.client])[0]).toEqual([
      'POST',
      '{}',
      TEST_PASS_TYPE_ID,
      TEST_PASS_TYPE_ID,
    ]);
    expect(apns.seen.map((s) => s.path)).toContain('/3/device/token-49');
    // A push token names a device: never written to the log.
    expect(log.lines.join('\n')).not.toContain('token-1');
  });

  it.each([
    ['status-410:Unregistered', 'gone'],
    ['status-400:BadDeviceToken', 'gone'],
    ['status-400:BadPriority', 'failed'],
    ['status-403:BadCertificateEnvironment', 'failed'],
    ['status-429:TooManyRequests', 'retry'],
    ['status-503:ServiceUnavailable', 'retry'],
  ])('reads APNs’ answer %s as %s', async (token, outcome) => {
    const apns = await apnsStandIn();
    const notifier = vendorNotifier(testWalletKeys(), recordingLogger(), {
      apns: apns.origin,
      googleApi: '',
      ca: testChain().root.cert,
    });
    expect(await notifier.applePush(token)).toBe(outcome);
    notifier.close();
  });

  it('a service that cannot be reached: to retry, logged, not thrown at anyone', async () => {
    const log = recordingLogger();
    const notifier = vendorNotifier(testWalletKeys(), log, {
      apns: 'https://127.0.0.1:1',
      googleApi: '',
      ca: testChain().root.cert,
    });
    expect(await notifier.applePush('token-1')).toBe('retry');
    expect(log.lines.join('\n')).toMatch(/Apple push/);
  });
});

describe('Google: the object replaced through the REST API with the service account’s token', () => {
  it('asks for a token with a JWT assertion once, then PUTs each resource with it', async () => {
    const google = await googleStandIn();
    const keys = testWalletKeys();
    if (!keys.google) throw new Error('test keys without Google');
    const log = recordingLogger();
    const notifier = vendorNotifier(
      { ...keys, google: { ...keys.google, tokenUri: `${google.origin}/token` } },
      log,
      { apns: '', googleApi: google.origin, ca: testChain().root.cert },
    );
    expect(await notifier.googleUpdate('eventTicketObject', '3388.ticket-1', { state: 'INACTIVE' })).toBe(
      'sent',
    );
    expect(
      await notifier.googleUpdate('eventTicketClass', '3388.event-1-en', { id: '3388.event-1-en' }),
    ).toBe('sent');
    notifier.close();
    const [token, ...puts] = google.seen;
    expect(token?.path).toBe('/token');
    const form = new URLSearchParams(token?.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(decodeJwt(form.get('assertion') ?? '')).toMatchObject({
      iss: testChain().google.clientEmail,
      aud: `${google.origin}/token`,
      scope: 'https://www.googleapis.com/auth/wallet_object.issuer',
    });
    expect(puts.map((p) => [p.method, p.path, p.headers.authorization, p.body])).toEqual([
      [
        'PUT',
        '/walletobjects/v1/eventTicketObject/3388.ticket-1',
        'Bearer test-access-token',
        '{"state":"INACTIVE"}',
      ],
      [
        'PUT',
        '/walletobjects/v1/eventTicketClass/3388.event-1-en',
        'Bearer test-access-token',
        '{"id":"3388.event-1-en"}',
      ],
    ]);
    expect(log.lines).toEqual([]);
  });

  it.each([
    [404, 'sent'],
    [500, 'retry'],
    [429, 'retry'],
    [400, 'failed'],
  ])('reads the REST API’s %s as %s (404: nobody saved it)', async (status, outcome) => {
    const google = await googleStandIn(status);
    const keys = testWalletKeys();
    if (!keys.google) throw new Error('test keys without Google');
    const notifier = vendorNotifier(
      { ...keys, google: { ...keys.google, tokenUri: `${google.origin}/token` } },
      recordingLogger(),
      { apns: '', googleApi: google.origin, ca: testChain().root.cert },
    );
    expect(await notifier.googleUpdate('eventTicketObject', '3388.ticket-1', {})).toBe(outcome);
    notifier.close();
  });
});
