// A bounded load check: how fast the reference server answers the app shell while
// the heavy account's order pages are asked for again and again. Not a test (no pass/fail, no timing in
// the suites): it prints figures to compare before and after a change (docs/decisions-server.md).
//
//   npm run load:orders                      # 50 connections, 15 s flood
//   npm run load:orders -- --connections 20 --seconds 5 --tab all
//
// It starts its own server (the built `dist/`, a fresh database in a temporary file with the demo data
// and the heavy account of SEED_HEAVY=1: +375 29 555-55-55 / demo-pass, 500 upcoming orders), signs in
// as that account once, then:
// 1. idle: GET / (the shell, gzip) every 50 ms for 3 s;
// 2. flood: the same probe while `connections` clients, each from its own loopback address, ask for the
//    tab's pages in turn with the account's token, one request at a time each, every request on a fresh
//    connection;
// 3. prints the shell's p50/p99/max and count in both phases, and the order pages' answers and rate.
// Needs `npm run build` first. Everything ends after the flood (bounded: `seconds` + a few seconds).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open.ts';
import { migrate } from '../server/db/schema.ts';
import { HEAVY } from '../server/db/seed/heavy.ts';
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
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    dist: { type: 'string', default: 'dist' },
    tab: { type: 'string', default: 'actual' },
  },
});
const CONNECTIONS = Number(values.connections);
const FLOOD_MS = Number(values.seconds) * 1000;
const IDLE_MS = 3000;

needBuild(values.dist);

const dir = mkdtempSync(join(tmpdir(), 'cabinet-load-'));
const dbFile = join(dir, 'load.sqlite');
const db = openDatabase(dbFile);
migrate(db);
seed(db, Date.now(), { heavy: true });
db.close();

const signIn = async (port: number): Promise<string> => {
  const { status, body } = await send(port, 'POST', '/api/v3/auth', {
    body: new URLSearchParams({ ...HEAVY.signIn, country: 'BY', formToken: 'load' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = status === 200 ? (JSON.parse(body) as { token?: unknown }).token : undefined;
  if (typeof token !== 'string') throw new Error(`the heavy account could not sign in (${status}): ${body}`);
  return token;
};

const pagePath = (page: number) => `/api/v3/users/me/orders?type=${values.tab}&page=${page}`;

/** One client asking for the tab's pages in turn until `until`; counts answers by status. */
const pageLoop = async (
  port: number,
  token: string,
  lastPage: number,
  client: number,
  until: number,
  statuses: Map<number, number>,
) => {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  for (let k = client; performance.now() < until; k += 1) {
    const { status } = await send(port, 'GET', pagePath((k % lastPage) + 1), {
      headers,
      from: `127.0.0.${2 + (client % 250)}`,
    });
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // A refused client waits as a polite one would (Retry-After is at least a second).
    if (status === 429 || status === 503) await sleep(1000);
  }
};

const { child, port } = await startServer(dbFile, values.dist);
try {
  await warmShell(port);
  const token = await signIn(port);
  const first = await send(port, 'GET', pagePath(1), { headers: { authorization: `Bearer ${token}` } });
  const lastPage = Number((JSON.parse(first.body) as { last_page?: unknown }).last_page) || 1;
  const idle = await probeShell(port, performance.now() + IDLE_MS);

  const statuses = new Map<number, number>();
  const floodStart = performance.now();
  const until = floodStart + FLOOD_MS;
  const clients = Array.from({ length: CONNECTIONS }, (_, i) =>
    pageLoop(port, token, lastPage, i, until, statuses),
  );
  const busy = await probeShell(port, until);
  await Promise.all(clients);
  const floodSeconds = (performance.now() - floodStart) / 1000;

  const pages = statuses.get(200) ?? 0;
  console.info(
    `Order pages flood: ${CONNECTIONS} connections for ${(FLOOD_MS / 1000).toFixed(0)} s on the heavy account's ${values.tab} tab (${lastPage} pages)`,
  );
  console.info(`  shell GET / idle:         ${figures(idle)}`);
  console.info(`  shell GET / during flood: ${figures(busy)}`);
  console.info(
    `  order pages: ${statusCounts(statuses)}; ${(pages / floodSeconds).toFixed(1)} pages/s answered`,
  );
} finally {
  await stopServer(child);
  rmSync(dir, { recursive: true, force: true });
}
