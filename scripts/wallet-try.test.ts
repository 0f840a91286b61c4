// @vitest-environment node
// `npm run wallet:try` as a newcomer runs it: the throwaway keys are made, the server starts with passes
// on, and the command it prints downloads a pass whose signature `openssl smime -verify` accepts
// against the root it made (the steps of its printout, with node's HTTP client for curl).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { unzip } from '../server/wallet/testing.ts';
import { manifestProblems, opensslMissing, opensslVerify } from '../server/wallet/verify.test-support.ts';

const dir = mkdtempSync(join(tmpdir(), 'cabinet-wallet-try-'));
let child: ChildProcess | null = null;
afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child?.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

const download = (url: string): Promise<{ status: number; body: Buffer }> =>
  new Promise((resolve, reject) => {
    get(url, { headers: { host: 'localhost' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

it('starts with test keys and prints a download whose signature openssl verifies', async () => {
  child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/wallet-try.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WALLET_TRY_DIR: join(dir, 'keys'),
      DB_FILE: join(dir, 'db.sqlite'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  await expect.poll(() => out, { timeout: 30_000 }).toMatch(/curl -so ticket\.pkpass '([^']+)'/);
  expect(out).toMatch(/Wallet passes: Apple Wallet and Google Wallet with the throwaway test keys/);
  const url = /curl -so ticket\.pkpass '([^']+)'/.exec(out)?.[1] ?? '';
  const pass = await download(url.replace('localhost', '127.0.0.1'));
  expect(pass.status).toBe(200);
  const files = unzip(pass.body);
  expect(manifestProblems(files)).toEqual([]);
  const missing = opensslMissing();
  if (missing) {
    if (process.env.CI) throw new Error(missing);
    console.warn(missing);
    return;
  }
  const rootFile = /-CAfile (\S+)/.exec(out)?.[1] ?? '';
  expect(opensslVerify(files, readFileSync(rootFile, 'utf8'))).toMatchObject({ ok: true });
}, 60_000);
