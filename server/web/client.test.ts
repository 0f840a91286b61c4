// @vitest-environment node
// The client address behind a reverse proxy: forwarding headers count only from a trusted proxy, so one
// client's failures behind nginx never block another's sign-in, and nobody else can pick an address.
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_MAX_FAILURES } from '../auth/rate-limit.ts';
import { form, startApp, type TestApp } from '../test-support.ts';
import { clientAddress, proxyTrust, trustedProxies } from './client.ts';

describe('proxyTrust', () => {
  it('trusts listed addresses, ranges and named ranges only', () => {
    const trust = proxyTrust(trustedProxies('10.0.0.1, 192.168.0.0/16,loopback'));
    expect(trust?.('10.0.0.1')).toBe(true);
    expect(trust?.('10.0.0.2')).toBe(false);
    expect(trust?.('192.168.7.7')).toBe(true);
    expect(trust?.('127.0.0.5')).toBe(true);
    expect(trust?.('::ffff:127.0.0.1')).toBe(true);
    expect(trust?.('::1')).toBe(true);
    expect(trust?.('203.0.113.9')).toBe(false);
    expect(trust?.('not an address')).toBe(false);
  });

  it('is off when nothing is listed, and refuses an entry it cannot read', () => {
    expect(proxyTrust(trustedProxies(undefined))).toBeNull();
    expect(proxyTrust(trustedProxies(' , '))).toBeNull();
    expect(() => proxyTrust(['nginx'])).toThrow(/TRUST_PROXY/);
    expect(() => proxyTrust(['10.0.0.0/33'])).toThrow(/TRUST_PROXY/);
  });
});

describe('clientAddress', () => {
  const req = (remoteAddress: string, headers: Record<string, string>) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
  const trust = proxyTrust(['127.0.0.1']);

  it.each([
    [
      'a trusted proxy with X-Real-IP and no X-Forwarded-For',
      '127.0.0.1',
      { 'x-real-ip': '203.0.113.4' },
      '203.0.113.4',
    ],
    ['an untrusted peer with X-Real-IP', '127.0.0.9', { 'x-real-ip': '203.0.113.4' }, '127.0.0.9'],
    ['a trusted proxy with a broken X-Real-IP', '127.0.0.1', { 'x-real-ip': 'nobody' }, '127.0.0.1'],
  ])('%s', (_, peer, headers, expected) => {
    expect(clientAddress(peer, req(peer, headers), trust)).toBe(expected);
  });
});

describe('per-client sign-in limits behind a trusted proxy', { timeout: 30_000 }, () => {
  let app: TestApp;
  afterEach(() => app.close());

  /** A sign-in request as the proxy on 127.0.0.1 forwards it, or as `from` sends it directly. */
  const auth = (fields: Record<string, string>, headers: Record<string, string>, from?: string) => {
    const call = form({ country: 'BY', formToken: 'human-ok', ...fields }, headers);
    return app.call('POST', '/api/v3/auth', from ? { ...call, from } : call);
  };
  /** A wrong code for a new number: only the per-client limit applies to it. */
  const wrongCode = (i: number, headers: Record<string, string>, from?: string) =>
    auth(
      { phone: `37529${7100000 + i}`, sms_code: '0000', password: 'secret1', password_confirm: 'secret1' },
      headers,
      from,
    );

  it("one client's failures through the proxy do not block another client's right password", async () => {
    app = await startApp({ trustProxy: ['127.0.0.1'] });
    const attacker = { 'x-forwarded-for': '203.0.113.5' };
    for (let i = 0; i < CLIENT_MAX_FAILURES; i++) expect((await wrongCode(i, attacker)).status).toBe(422);
    expect((await wrongCode(99, attacker)).status).toBe(429);
    const owner = { 'x-forwarded-for': '198.51.100.7, 203.0.113.6' };
    expect((await auth({ phone: '375291111111', password: 'demo-pass' }, owner)).status).toBe(200);
    expect((await wrongCode(100, { 'x-real-ip': '203.0.113.8' })).status).toBe(422);
  });

  it('a peer that is not a trusted proxy cannot choose its address by header', async () => {
    app = await startApp({ trustProxy: ['127.0.0.1'] });
    for (let i = 0; i < CLIENT_MAX_FAILURES; i++)
      expect((await wrongCode(i, { 'x-forwarded-for': `203.0.113.${i}` }, '127.0.0.9')).status).toBe(422);
    const spoofed = { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' };
    expect((await wrongCode(99, spoofed, '127.0.0.9')).status).toBe(429);
  });
});
