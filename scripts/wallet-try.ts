// Wallet passes tried locally with one command (`npm run wallet:try`): a throwaway test chain (a root
// standing in for Apple's, a WWDR intermediate, a pass type certificate) and a Google service-account
// key are made in data/wallet-try/ (WALLET_TRY_DIR), and the reference server starts with both vendors
// on, on its local hosts, with a database of its own (data/wallet-try.sqlite unless DB_FILE is set).
// Every test certificate says "cabinet test chain (never for production)" in its subject and the Google
// key's e-mail ends in `.test`: a start on a public origin (PUBLIC_ORIGIN_<BRAND>) refuses them.
// It prints how to download Anna's first ticket as a pass and verify its signature as a device would.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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

/** Anna's download token: the `t` of her downloads, as the cabinet sends it. */
const annasToken = (): string => {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    return String(
      db.prepare("SELECT download_token FROM users WHERE phone = '375291111111'").get()?.download_token,
    );
  } finally {
    db.close();
  }
};

let banner = '';
server.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (banner === null) return;
  banner += chunk.toString();
  const port = /http:\/\/localhost:(\d+)/.exec(banner)?.[1];
  if (!port || !banner.includes('Wallet passes:')) return;
  banner = null as unknown as string;
  const url = `http://localhost:${port}/api/v3/wallet/apple/orders/1001/tickets/100101?t=${annasToken()}&lang=en`;
  console.info(`Wallet passes with THROWAWAY TEST KEYS (never for production), made in ${dir}/.
Sign in as Anna and use "Add to Apple Wallet" (an iPhone's user agent) or "Add to Google Wallet", or
download her first ticket as a pass and check its signature as a device does:

  curl -so ticket.pkpass '${url}'
  mkdir -p pass && cd pass && unzip -o ../ticket.pkpass && cd ..
  openssl smime -verify -binary -inform DER -in pass/signature -content pass/manifest.json \\
    -CAfile ${join(dir, 'root.pem')} -purpose any -out /dev/null
  # → Verification successful
`);
});
