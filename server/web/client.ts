// Who a request comes from, for the per-client limits. Directly, the connection's peer. Behind a reverse
// proxy every connection is the proxy's, so the proxy's forwarding headers name the client — but only a
// proxy the operator listed (TRUST_PROXY) may say so: anyone else could write any address there.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** True for a peer whose forwarding headers are believed. */
export type ProxyTrust = (address: string) => boolean;

/** Names proxy-addr (Fastify's trust-proxy) also knows, as ranges. */
const NAMED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const familyOf = (address: string): 'ipv4' | 'ipv6' | null => {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
};

/**
 * The trusted proxies of `TRUST_PROXY`: addresses, CIDR ranges and the names `loopback`, `linklocal`,
 * `uniquelocal`, separated by commas. Null when none are listed (forwarding headers are ignored).
 * Throws on an entry that is none of these, so a typo cannot silently trust nobody (or everybody).
 */
export const proxyTrust = (entries: readonly string[]): ProxyTrust | null => {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED[e] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    const family = familyOf(address);
    const prefix = Number(bits);
    const max = family === 'ipv4' ? 32 : 128;
    if (!family || (bits !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max)))
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range or loopback/linklocal/uniquelocal`,
      );
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
    const family = familyOf(mapped);
    return family !== null && list.check(mapped, family);
  };
};

/** The comma-separated list of `TRUST_PROXY`. */
export const trustedProxies = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The client's address: Fastify's `request.ip` (the nearest untrusted hop of `X-Forwarded-For` when the
 * peer is a trusted proxy, else the peer), or `X-Real-IP` from a trusted proxy that sent no
 * `X-Forwarded-For`.
 */
export const clientAddress = (ip: string, req: IncomingMessage, trust: ProxyTrust | null): string => {
  const peer = req.socket.remoteAddress ?? ip;
  if (!trust?.(peer) || req.headers['x-forwarded-for'] !== undefined) return ip;
  const real = req.headers['x-real-ip'];
  return typeof real === 'string' && isIP(real.trim()) !== 0 ? real.trim() : ip;
};
