// How long the reference server takes from process start to listening ("npm start ready as
// fast as today"), median of `--runs` starts: with a fresh in-memory database (migrate + seed, what the
// tests and a first `npm start` do) and with an existing database file (a later `npm start`). The build
// step of `npm start` is not included (it does not depend on the server). Prints figures; not a test.
//
//   npm run startup:time [-- --runs 7]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Number(values.runs);

const startOnce = (dbFile: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_FILE: dbFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/http:\/\/localhost:\d+/.test(out)) {
        const ms = performance.now() - started;
        child.once('exit', () => resolve(ms));
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) => {
      if (!/http:\/\/localhost:\d+/.test(out)) reject(new Error(`server exited (${code}):\n${out}`));
    });
  });

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

const dir = mkdtempSync(join(tmpdir(), 'cabinet-startup-'));
try {
  const fresh: number[] = [];
  const existing: number[] = [];
  const file = join(dir, 'cabinet.sqlite');
  await startOnce(file); // creates and seeds the file
  for (let i = 0; i < RUNS; i++) {
    fresh.push(await startOnce(':memory:'));
    existing.push(await startOnce(file));
  }
  const show = (xs: number[]) =>
    `median ${Math.round(median(xs))} ms (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})`;
  console.info(`server ready, fresh in-memory database (migrate + seed): ${show(fresh)}, n = ${RUNS}`);
  console.info(`server ready, existing database file:                  ${show(existing)}, n = ${RUNS}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
