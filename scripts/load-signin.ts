// A bounded load check: how fast the reference server answers the app shell while
// customers sign in at once. Not a test (no pass/fail, no timing in the suites): it prints figures to
// compare before and after a change (docs/decisions-security.md).
//
//   npm run load:signin                      # 25 connections, 10 s burst
//   npm run load:signin -- --connections 40 --seconds 5
//   npm run load:signin -- --one-account     # every connection signs in as Anna (the token rows)
//
// It starts its own server (the built `dist/`, a fresh demo database in a temporary file), then:
// 1. idle: GET / (the shell, gzip) every 50 ms for 3 s;
// 2. burst: the same probe while `connections` customers sign in with the right password, each its own
//    account (copies of Anna with her password, added to the demo data) in a loop, one request at a
//    time, each from its own loopback address (127.0.0.2, …) so it counts as a separate client, every
//    request on a fresh connection;
// 3. prints the shell's p50/p99/max in both phases, the sign-ins' answers and rate, and the token rows.
// Needs `npm run build` first. Everything ends after the burst (bounded: `seconds` + a few seconds).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open.ts';
import { migrate } from '../server/db/schema.ts';
import { seed } from '../server/db/seed.ts';
import {
  figures,
  needBuild,
  probeShell,
  send,
  sleep,
  startServer,
  statusCounts,
  stopServer,
  warmShell,
} from './load-support.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '25' },
    seconds: { type: 'string', default: '10' },
    dist: { type: 'string', default: 'dist' },
    'one-account': { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Number(values.connections);
const BURST_MS = Number(values.seconds) * 1000;
const IDLE_MS = 3000;
const PASSWORD = 'demo-pass';
const phoneOf = (i: number) =>
  values['one-account'] ? '375291111111' : `37529600${String(i).padStart(4, '0')}`;

needBuild(values.dist);

const dir = mkdtempSync(join(tmpdir(), 'cabinet-load-'));
const dbFile = join(dir, 'load.sqlite');

/** The demo data plus one account per connection, all with Anna's password. */
const prepareDatabase = () => {
  const db = openDatabase(dbFile);
  migrate(db);
  seed(db, Date.now());
  const copy = db.prepare(
    `INSERT INTO users (brand, phone, country, password_hash, created_at)
     SELECT brand, ?, country, password_hash, created_at FROM users WHERE phone = '375291111111'`,
  );
  if (!values['one-account']) for (let i = 0; i < CONNECTIONS; i++) copy.run(phoneOf(i));
  db.close();
};

/** One customer signing in again and again until `until`; counts answers by status. */
const signInLoop = async (
  port: number,
  phone: string,
  from: string,
  until: number,
  statuses: Map<number, number>,
) => {
  const body = new URLSearchParams({
    phone,
    password: PASSWORD,
    country: 'BY',
    formToken: 'load',
  }).toString();
  while (performance.now() < until) {
    const { status } = await send(port, 'POST', '/api/v3/auth', {
      body,
      from,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // A refused client waits as a polite one would (Retry-After is at least a second).
    if (status === 429 || status === 503) await sleep(1000);
  }
};

const tokenRows = (): { all: number; live: number; mostOfOne: number } => {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const all = Number(db.prepare('SELECT count(*) AS n FROM auth_tokens').get()?.n);
    const live = Number(
      db.prepare('SELECT count(*) AS n FROM auth_tokens WHERE revoked_at IS NULL').get()?.n,
    );
    const most = db
      .prepare('SELECT count(*) AS n FROM auth_tokens GROUP BY user_id ORDER BY n DESC LIMIT 1')
      .get();
    return { all, live, mostOfOne: Number(most?.n ?? 0) };
  } finally {
    db.close();
  }
};

prepareDatabase();
const { child, port } = await startServer(dbFile, values.dist);
try {
  await warmShell(port);
  const tokensBefore = tokenRows();
  const idle = await probeShell(port, performance.now() + IDLE_MS);

  const statuses = new Map<number, number>();
  const burstStart = performance.now();
  const until = burstStart + BURST_MS;
  const clients = Array.from({ length: CONNECTIONS }, (_, i) =>
    signInLoop(port, phoneOf(i), `127.0.0.${2 + i}`, until, statuses),
  );
  const busy = await probeShell(port, until);
  await Promise.all(clients);
  const burstSeconds = (performance.now() - burstStart) / 1000;
  const tokensAfter = tokenRows();

  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const signedIn = statuses.get(200) ?? 0;
  const answers = statusCounts(statuses);
  const who = values['one-account'] ? 'connections signing in as one customer' : 'customers at once';
  console.info(`Sign-in burst: ${CONNECTIONS} ${who} for ${(BURST_MS / 1000).toFixed(0)} s`);
  console.info(`  shell GET / idle:         ${figures(idle)}`);
  console.info(`  shell GET / during burst: ${figures(busy)}`);
  console.info(
    `  sign-ins: ${total} answered (${answers}); ${(signedIn / burstSeconds).toFixed(1)} tokens/s issued`,
  );
  console.info(
    `  auth_tokens rows: ${tokensBefore.all} → ${tokensAfter.all} (live ${tokensBefore.live} → ${tokensAfter.live}; most rows of one customer: ${tokensAfter.mostOfOne})`,
  );
} finally {
  await stopServer(child);
  rmSync(dir, { recursive: true, force: true });
}
