// A stadium moves its event: how the reference server drains the wallet's outbox, and what the app
// shell's customers feel meanwhile. Not a test (no pass/fail, no timing in the suites): it prints the
// figures of docs/decisions-wallet.md ("A stadium's worth of pushes").
//
//   npm run load:wallet-push                              # 50,000 passes on 60,000 devices
//   npm run load:wallet-push -- --passes 5000 --devices 6000 --moves 1
//
// It starts its own server (the built `dist/`, a fresh demo database in a temporary file, Apple Wallet
// on with a throwaway test chain) and a stand-in of APNs in a worker thread of this process (so that its
// work never delays the shell probe's own timings): an HTTP/2 TLS server that asks for the pass type
// certificate and answers 200 to every push. Then:
// 1. the database gets `passes` passes registered on `devices` devices (one device each, the rest a
//    second device of the first passes: a watch);
// 2. idle: GET / (the shell, gzip) every 50 ms for 10 s;
// 3. the change: every pass's announcement queued from this process, as the platform's back office
//    would (queuePassUpdates on the same database file; the server's worker finds the rows);
// 4. drain: the same shell probe until every device was pushed, the server's memory (RSS) and CPU
//    sampled; 3 and 4 again (`--moves`, 2 by default: memory that only grew would show);
// 5. idle again for 10 s (the idle figure on both sides of the drains);
// 6. prints per move pushes per second, CPU per push and memory along the drain; connections and
//    streams in flight at APNs; the shell's p50/p99 idle and while draining.
// Needs `npm run build` first. Ends when the queue is drained (or after --timeout seconds).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { openDatabase } from '../server/db/open.ts';
import { migrate } from '../server/db/schema.ts';
import { seed } from '../server/db/seed.ts';
import { queuePassUpdates } from '../server/wallet/outbox.ts';
import { registerDevices, testChain, writeTestChain } from '../server/wallet/testing.ts';
import { figures, needBuild, probeShell, sleep, startServer, stopServer, warmShell } from './load-support.ts';

/** Counters the stand-in shares with the main thread: pushes, connections, in flight, most in flight. */
const PUSHES = 0;
const CONNECTIONS = 1;
const IN_FLIGHT = 2;
const PEAK = 3;

type StandIn = { cert: string; key: string; ca: string[]; counters: SharedArrayBuffer };

/** APNs' stand-in (the worker thread): HTTP/2 over TLS, the client's certificate required, 200 to all. */
const runStandIn = ({ cert, key, ca, counters }: StandIn) => {
  const count = new Int32Array(counters);
  const server = createSecureServer({
    cert,
    key,
    ca,
    requestCert: true,
    rejectUnauthorized: true,
    allowHTTP1: false,
    settings: { maxConcurrentStreams: 1000 },
  });
  server.on('session', () => Atomics.add(count, CONNECTIONS, 1));
  server.on('stream', (stream) => {
    const now = Atomics.add(count, IN_FLIGHT, 1) + 1;
    if (now > Atomics.load(count, PEAK)) Atomics.store(count, PEAK, now);
    stream.resume();
    stream.on('end', () => {
      Atomics.sub(count, IN_FLIGHT, 1);
      Atomics.add(count, PUSHES, 1);
      stream.respond({ ':status': 200 });
      stream.end();
    });
  });
  server.listen(0, '127.0.0.1', () => parentPort?.postMessage((server.address() as AddressInfo).port));
  parentPort?.on('message', () => server.close(() => process.exit(0)));
};

/** The server process's resident memory in MB (Linux). */
const rssMb = (pid: number | undefined): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The server process's CPU time so far in ms (user + system; Linux clock ticks of 10 ms). */
const cpuMs = (pid: number | undefined): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The demo data, and the stadium: `passes` passes of Anna's on `devices` devices. */
const prepareDatabase = (dbFile: string, passes: number, devices: number): string[] => {
  const db = openDatabase(dbFile);
  migrate(db);
  seed(db, Date.now());
  const serials = registerDevices(db, passes, devices, 'stadium');
  db.close();
  return serials;
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      passes: { type: 'string', default: '50000' },
      devices: { type: 'string', default: '60000' },
      timeout: { type: 'string', default: '300' },
      dist: { type: 'string', default: 'dist' },
      moves: { type: 'string', default: '2' },
    },
  });
  const moves = Number(values.moves);
  const passes = Number(values.passes);
  const devices = Math.max(passes, Number(values.devices));
  const IDLE_MS = 10_000;

  needBuild(values.dist);
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-load-wallet-'));
  const dbFile = join(dir, 'load.sqlite');
  const serials = prepareDatabase(dbFile, passes, devices);
  const chain = testChain();
  const counters = new SharedArrayBuffer(4 * 4);
  const count = new Int32Array(counters);
  const standIn = new Worker(new URL(import.meta.url), {
    workerData: {
      cert: chain.server.cert,
      key: chain.server.key,
      ca: [chain.root.cert, chain.wwdr.cert],
      counters,
    } satisfies StandIn,
  });
  const apnsPort = await new Promise<number>((resolve) => standIn.once('message', resolve));
  const keys = writeTestChain(join(dir, 'keys'));
  const { child, port } = await startServer(dbFile, values.dist, {
    WALLET_APPLE_PASS_TYPE_ID: keys.WALLET_APPLE_PASS_TYPE_ID ?? '',
    WALLET_APPLE_TEAM_ID: keys.WALLET_APPLE_TEAM_ID ?? '',
    WALLET_APPLE_CERT: keys.WALLET_APPLE_CERT ?? '',
    WALLET_APPLE_KEY: keys.WALLET_APPLE_KEY ?? '',
    WALLET_APPLE_WWDR: keys.WALLET_APPLE_WWDR ?? '',
    WALLET_APPLE_PUSH_ORIGIN: `https://localhost:${apnsPort}`,
    NODE_EXTRA_CA_CERTS: join(dir, 'keys', 'root.pem'),
  });
  try {
    await warmShell(port);
    const idleBefore = await probeShell(port, performance.now() + IDLE_MS);
    const before = rssMb(child.pid);

    const pushed = () => Atomics.load(count, PUSHES);
    const deadline = performance.now() + Number(values.timeout) * 1000;
    const draining: number[] = [];
    const lines: string[] = [];
    let target = 0;
    // The stadium moves twice: memory that only grows would show after the second.
    for (let move = 1; move <= moves; move++) {
      const db = openDatabase(dbFile);
      // The last move's rows are all settled (the server's writes would wait on this one's otherwise).
      while (Number(db.prepare('SELECT count(*) AS n FROM wallet_outbox').get()?.n) > 0) await sleep(100);
      const cpuBefore = cpuMs(child.pid);
      const from = pushed();
      const queuedAt = performance.now();
      const queued = queuePassUpdates(db, { appleSerials: serials, google: [] }).devices;
      const queueMs = performance.now() - queuedAt;
      db.close();
      target += queued;
      const memory: { pushed: number; mb: number }[] = [];
      let first = 0;
      let last = 0;
      const sampler = (async () => {
        while (pushed() < target && performance.now() < deadline) {
          memory.push({ pushed: pushed() - from, mb: rssMb(child.pid) });
          if (!first && pushed() > from) first = performance.now();
          await sleep(100);
        }
        last = performance.now();
      })();
      while (pushed() < target && performance.now() < deadline)
        draining.push(...(await probeShell(port, performance.now() + 500)));
      await sampler;
      const cpu = cpuMs(child.pid) - cpuBefore;
      const done = pushed() - from;
      const seconds = (last - (first || last)) / 1000;
      const along = [0.25, 0.5, 0.75].map(
        (share) => memory.find((m) => m.pushed >= share * queued)?.mb.toFixed(0) ?? '?',
      );
      lines.push(
        `  move ${move}: ${queued} pushes queued in ${queueMs.toFixed(0)} ms (one INSERT … SELECT into the outbox); ${done} pushed in ${seconds.toFixed(1)} s from the first = ${(done / seconds).toFixed(0)} pushes/s; the server's CPU ${((cpu * 1000) / Math.max(1, done)).toFixed(0)} µs a push (${((cpu / 1000 / Math.max(seconds, 0.001)) * 100).toFixed(0)} % of a core); RSS ${along.join(' / ')} MB at 25 / 50 / 75 %, ${rssMb(child.pid).toFixed(0)} MB at the end`,
      );
    }
    const idleAfter = await probeShell(port, performance.now() + IDLE_MS);

    console.info(`A stadium moves its event: ${passes} passes on ${devices} devices, ${moves} times`);
    console.info(lines.join('\n'));
    console.info(
      `  APNs saw ${Atomics.load(count, CONNECTIONS)} connection(s), at most ${Atomics.load(count, PEAK)} pushes in flight`,
    );
    console.info(`  shell GET / idle before:    ${figures(idleBefore)}`);
    console.info(`  shell GET / while draining: ${figures(draining)}`);
    console.info(`  shell GET / idle after:     ${figures(idleAfter)}`);
    console.info(
      `  server memory (RSS): ${before.toFixed(0)} MB before the first move, ${rssMb(child.pid).toFixed(0)} MB 10 s after the last`,
    );
  } finally {
    await stopServer(child);
    standIn.postMessage('stop');
    await new Promise((resolve) => standIn.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
};

if (isMainThread) await main();
else runStandIn(workerData as StandIn);
