// What the bounded load scripts share (load-signin.ts, load-orders.ts, load-wallet-push.ts): the reference
// server on a built `dist/` and a database file of their own, one request on a fresh connection, the
// shell probe, and the figures they print. Not tests: they print figures to compare before and after.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

/** Exits with a message when `dist` holds no build. */
export const needBuild = (dist: string): void => {
  if (existsSync(join(dist, 'index.html'))) return;
  console.error(`No built app in ${dist}/: run \`npm run build\` first.`);
  process.exit(1);
};

/** The reference server on a free port, serving `dist` with the database in `dbFile` (and `env`'s settings). */
export const startServer = (
  dbFile: string,
  dist: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_FILE: dbFile, DIST_DIR: dist, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/localhost:(\d+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve({ child, port: Number(found[1]) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });

export const stopServer = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

export type Sent = { status: number; ms: number; body: string };

/** One request on a fresh connection; resolves when the whole answer has arrived. */
export const send = (
  port: number,
  method: string,
  path: string,
  opts: { body?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<Sent> =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { host: 'localhost', ...opts.headers },
        ...(opts.from ? { localAddress: opts.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    req.end(opts.body);
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PROBE_EVERY_MS = 50;
/** The shell as a browser asks for it (gzip). */
const getShell = (port: number) => send(port, 'GET', '/', { headers: { 'accept-encoding': 'gzip' } });

/** Warms the file cache and the shell's compressed copy before measuring. */
export const warmShell = async (port: number): Promise<void> => {
  for (let i = 0; i < 5; i++) await getShell(port);
};

/** GET / every 50 ms (or as soon as the last one answered) until `until`; the latencies in ms. */
export const probeShell = async (port: number, until: number): Promise<number[]> => {
  const seen: number[] = [];
  while (performance.now() < until) {
    const next = performance.now() + PROBE_EVERY_MS;
    const { status, ms } = await getShell(port);
    if (status === 200) seen.push(ms);
    await sleep(Math.max(0, next - performance.now()));
  }
  return seen;
};

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
};

/** p50, p99 and max of latencies in ms, and how many there were. */
export const figures = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(0)} ms, p99 ${percentile(xs, 99).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms (n=${xs.length})`;

/** `12 × 200, 3 × 429`. */
export const statusCounts = (statuses: Map<number, number>): string =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
