// A stadium moves its event: how the reference server drains the wallet's outbox, and what the app
// shell's customers feel meanwhile. Not a test (no pass/fail, no timing in the suites): it prints the
// figures of docs/decisions-wallet.md ("A stadium's worth of pushes").
//
//   npm run load:wallet-push                              # 50,000 passes on 60,000 devices
//   npm run load:wallet-push -- --passes 5000 --devices 6000
//
// It starts its own server (the built `dist/`, a fresh demo database in a temporary file, Apple Wallet
// on with a throwaway test chain) and a stand-in of APNs in this process: an HTTP/2 TLS server that asks
// for the pass type certificate and answers 200 to every push. Then:
// 1. the database gets `passes` passes registered on `devices` devices (one device each, the rest a
//    second device of the first passes: a watch);
// 2. idle: GET / (the shell, gzip) every 50 ms for 3 s;
// 3. the change: every pass's announcement queued from this process, as the platform's back office
//    would (queuePassUpdates on the same database file; the server's worker finds the rows);
// 4. drain: the same shell probe until every device was pushed, the server's memory (RSS) sampled;
// 5. prints pushes per second, connections and streams in flight at APNs, the shell's p50/p99 idle and
//    during the drain, and the memory before, at most and after.
// Needs `npm run build` first. Ends when the queue is drained (or after --timeout seconds).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open.ts';
import { migrate } from '../server/db/schema.ts';
import { seed } from '../server/db/seed.ts';
import { queuePassUpdates } from '../server/wallet/outbox.ts';
import { testChain, writeTestChain } from '../server/wallet/testing.ts';
import { figures, needBuild, probeShell, sleep, startServer, stopServer, warmShell } from './load-support.ts';

const { values } = parseArgs({
  options: {
    passes: { type: 'string', default: '50000' },
    devices: { type: 'string', default: '60000' },
    timeout: { type: 'string', default: '300' },
    dist: { type: 'string', default: 'dist' },
  },
});
const PASSES = Number(values.passes);
const DEVICES = Math.max(PASSES, Number(values.devices));
const IDLE_MS = 3000;

needBuild(values.dist);

const dir = mkdtempSync(join(tmpdir(), 'cabinet-load-wallet-'));
const dbFile = join(dir, 'load.sqlite');

/** The demo data, and the stadium: `PASSES` passes of Anna's on `DEVICES` devices. */
const prepareDatabase = (): string[] => {
  const db = openDatabase(dbFile);
  migrate(db);
  seed(db, Date.now());
  const pass = db.prepare(
    `INSERT INTO wallet_passes (serial, user_id, auth_token, lang, origin, facts, updated_at, apple)
     VALUES (?, 1, ?, 'en', 'http://localhost', '{}', ?, 1)`,
  );
  const device = db.prepare(
    'INSERT INTO wallet_registrations (device_id, serial, push_token, created_at) VALUES (?, ?, ?, ?)',
  );
  const serials: string[] = [];
  db.exec('BEGIN');
  for (let i = 0; i < PASSES; i++) {
    const serial = `stadium-${i}`;
    serials.push(serial);
    pass.run(serial, `auth-${i}`, Date.now());
  }
  for (let d = 0; d < DEVICES; d++)
    device.run(d.toString(16).padStart(32, '0'), serials[d % PASSES] ?? '', `device-${d}`, d);
  db.exec('COMMIT');
  db.close();
  return serials;
};

/** APNs' stand-in: HTTP/2 over TLS, the client's certificate required; counts pushes and connections. */
const apnsStandIn = async () => {
  const chain = testChain();
  const server = createSecureServer({
    cert: chain.server.cert,
    key: chain.server.key,
    ca: [chain.root.cert, chain.wwdr.cert],
    requestCert: true,
    rejectUnauthorized: true,
    allowHTTP1: false,
    settings: { maxConcurrentStreams: 1000 },
  });
  const seen = { pushes: 0, connections: 0, inFlight: 0, peakInFlight: 0 };
  server.on('session', () => {
    seen.connections += 1;
  });
  server.on('stream', (stream) => {
    seen.inFlight += 1;
    seen.peakInFlight = Math.max(seen.peakInFlight, seen.inFlight);
    stream.resume();
    stream.on('end', () => {
      seen.inFlight -= 1;
      seen.pushes += 1;
      stream.respond({ ':status': 200 });
      stream.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen, origin: `https://localhost:${(server.address() as AddressInfo).port}` };
};

/** The server process's resident memory in MB (Linux). */
const rssMb = (pid: number | undefined): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const serials = prepareDatabase();
const apns = await apnsStandIn();
const keys = writeTestChain(join(dir, 'keys'));
const { child, port } = await startServer(dbFile, values.dist, {
  WALLET_APPLE_PASS_TYPE_ID: keys.WALLET_APPLE_PASS_TYPE_ID ?? '',
  WALLET_APPLE_TEAM_ID: keys.WALLET_APPLE_TEAM_ID ?? '',
  WALLET_APPLE_CERT: keys.WALLET_APPLE_CERT ?? '',
  WALLET_APPLE_KEY: keys.WALLET_APPLE_KEY ?? '',
  WALLET_APPLE_WWDR: keys.WALLET_APPLE_WWDR ?? '',
  WALLET_APPLE_PUSH_ORIGIN: apns.origin,
  NODE_EXTRA_CA_CERTS: join(dir, 'keys', 'root.pem'),
});
try {
  await warmShell(port);
  const idle = await probeShell(port, performance.now() + IDLE_MS);
  const before = rssMb(child.pid);

  const db = openDatabase(dbFile);
  const queuedAt = performance.now();
  const { devices } = queuePassUpdates(db, { appleSerials: serials, google: [] });
  const queueMs = performance.now() - queuedAt;
  db.close();

  const memory: number[] = [];
  const deadline = performance.now() + Number(values.timeout) * 1000;
  let first = 0;
  let last = 0;
  const sampler = (async () => {
    while (apns.seen.pushes < devices && performance.now() < deadline) {
      memory.push(rssMb(child.pid));
      if (!first && apns.seen.pushes > 0) first = performance.now();
      await sleep(100);
    }
    last = performance.now();
  })();
  const draining = await (async () => {
    const seen: number[] = [];
    while (apns.seen.pushes < devices && performance.now() < deadline)
      seen.push(...(await probeShell(port, performance.now() + 500)));
    return seen;
  })();
  await sampler;
  const after = rssMb(child.pid);
  const seconds = (last - (first || last)) / 1000;

  console.info(`A stadium moves its event: ${PASSES} passes on ${DEVICES} devices`);
  console.info(
    `  queued: ${devices} pushes in ${queueMs.toFixed(0)} ms (one INSERT … SELECT into the outbox)`,
  );
  console.info(
    `  pushed: ${apns.seen.pushes} in ${seconds.toFixed(1)} s from the first push = ${(apns.seen.pushes / seconds).toFixed(0)} pushes/s; ${apns.seen.connections} connection(s) to APNs, at most ${apns.seen.peakInFlight} pushes in flight`,
  );
  console.info(`  shell GET / idle:           ${figures(idle)}`);
  console.info(`  shell GET / while draining: ${figures(draining)}`);
  console.info(
    `  server memory (RSS): ${before.toFixed(0)} MB before, at most ${Math.max(...memory).toFixed(0)} MB while draining, ${after.toFixed(0)} MB after`,
  );
} finally {
  await stopServer(child);
  await new Promise((resolve) => apns.server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
}
