// Wallet passes tried locally with one command (`npm run wallet:try`): a throwaway test chain (a root
// standing in for Apple's, a WWDR intermediate, a pass type certificate) and a Google service-account
// key are made in data/wallet-try/ (WALLET_TRY_DIR), and the reference server starts with both vendors
// on, on its local hosts, with a database of its own (data/wallet-try.sqlite unless DB_FILE is set).
// Every test certificate says "cabinet test chain (never for production)" in its subject and the Google
// key's e-mail ends in `.test`: a start on a public origin (PUBLIC_ORIGIN_<BRAND>) refuses them.
// It prints a link to Anna's first ticket as a pass and how to verify its signature as a device would.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { LINK_TTL_S } from '../server/wallet/links.ts';
import { writeTestChain } from '../server/wallet/testing.ts';

const dir = process.env.WALLET_TRY_DIR || 'data/wallet-try';
const dbFile = process.env.DB_FILE || 'data/wallet-try.sqlite';
const keys = writeTestChain(dir);

const server = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
  env: { ...process.env, ...keys, DB_FILE: dbFile },
  stdio: ['ignore', 'pipe', 'inherit'],
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.kill(signal));
server.once('exit', (code) => process.exit(code ?? 0));

/**
 * The link Anna's "Add to Apple Wallet" opens for her first ticket: signed in as the cabinet signs in,
 * then asked for as its button asks (GET /api/v3/wallet/links); it works for a few minutes.
 */
const annasLink = async (origin: string): Promise<string> => {
  const auth = await fetch(`${origin}/api/v3/auth`, {
    method: 'POST',
    body: new URLSearchParams({
      phone: '+375291111111',
      password: 'demo-pass',
      country: 'BY',
      formToken: 'local-pass',
    }),
  });
  const { token } = (await auth.json()) as { token: string };
  const links = await fetch(`${origin}/api/v3/wallet/links?vendor=apple&order=1001&lang=en`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { links: byPass } = (await links.json()) as { links: Record<string, string> };
  return `${origin}${byPass['ticket-100101']}`;
};

let banner = '';
server.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (banner === null) return;
  banner += chunk.toString();
  const port = /http:\/\/localhost:(\d+)/.exec(banner)?.[1];
  if (!port || !banner.includes('Wallet passes:')) return;
  banner = null as unknown as string;
  const origin = `http://localhost:${port}`;
  annasLink(origin.replace('localhost', '127.0.0.1')).then(
    (link) =>
      console.info(`Wallet passes with THROWAWAY TEST KEYS (never for production), made in ${dir}/.
Sign in as Anna and use "Add to Apple Wallet" (an iPhone's user agent) or "Add to Google Wallet", or
download her first ticket as a pass and check its signature as a device does (the link her button would
open: it works for ${LINK_TTL_S / 60} minutes; each start of this command prints a new one):

  curl -so ticket.pkpass '${link.replace('127.0.0.1', 'localhost')}'
  mkdir -p pass && cd pass && unzip -o ../ticket.pkpass && cd ..
  openssl smime -verify -binary -inform DER -in pass/signature -content pass/manifest.json \\
    -CAfile ${join(dir, 'root.pem')} -purpose any -out /dev/null
  # → Verification successful
`),
    (e: unknown) => console.error('Could not ask for a wallet link:', e),
  );
});
