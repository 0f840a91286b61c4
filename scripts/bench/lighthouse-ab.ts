// `npm run bench:ab -- <distA> <distB> [<distC>…]`: Lighthouse on two or more builds of the cabinet,
// taking turns in one run (how each start change in docs/decisions-bench.md was measured). Each build is
// served by its own reference server over one database; the rows are named by the build's letter. Pick
// the pages (default /tickets/actual), the runs, a slower CPU beside Lighthouse's phone (each load is
// audited at both), and the stack floor beside the builds:
//   BENCH_LH_RUNS=7 BENCH_LH_CPU=10 npm run bench:ab -- /tmp/before dist
//   BENCH_LH_PAGES=/tickets/actual,/cards,signed BENCH_AB_FLOOR=1 npm run bench:ab -- /tmp/a /tmp/b /tmp/c
// Each build is copied with its files' times (the server sends a .br/.gz copy only while it is as new).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFloor } from './floor.ts';
import {
  CABINET_PAGES,
  FLOOR_PAGE,
  type LighthousePage,
  type LighthouseRow,
  printLighthouse,
  runLighthouse,
} from './lighthouse.ts';
import { type BenchServer, startServer } from './server.ts';

const builds = process.argv.slice(2);
if (builds.length < 2) throw new Error('usage: npm run bench:ab -- <distA> <distB> [<distC>…]');
const letter = (i: number) => String.fromCharCode(65 + i);
const asked = (process.env.BENCH_LH_PAGES ?? '/tickets/actual').split(',');
const pages = CABINET_PAGES.filter((p) => asked.some((n) => p.name.startsWith(n)));
const withFloor = process.env.BENCH_AB_FLOOR === '1';

const root = await mkdtemp(join(tmpdir(), 'cabinet-ab-'));
const dbFile = join(root, 'bench.sqlite');
const servers: BenchServer[] = [];
const floor = withFloor ? await buildFloor() : null;
try {
  // One after the other: the first seeds the database file, the others find it seeded.
  for (const [i, from] of [...builds, ...(floor ? [floor.dir] : [])].entries()) {
    const dir = join(root, `build-${i}`);
    await cp(from, dir, { recursive: true, preserveTimestamps: true, filter: (f) => !f.endsWith('.map') });
    servers.push(await startServer({ distDir: dir, env: { DB_FILE: dbFile } }));
  }
  const [first] = servers;
  if (!first) throw new Error('no server');
  const runPages: LighthousePage[] = builds.flatMap((_, i) =>
    pages.map((p) => ({
      ...p,
      name: `${letter(i)} ${p.name}`,
      app: 'app' as const,
      origin: servers[i]?.origin,
    })),
  );
  const floorServer = floor ? servers.at(-1) : undefined;
  if (floorServer)
    runPages.unshift({
      name: FLOOR_PAGE,
      app: 'floor',
      path: '/tickets/actual',
      signedIn: true,
      origin: floorServer.origin,
    });
  for (const [i, b] of builds.entries()) console.info(`${letter(i)}: ${b}`);
  const rows = await runLighthouse(
    { app: first, floor: floorServer ?? first, stop: async () => {} },
    {
      pages: runPages,
    },
  );
  console.info(printLighthouse(rows).join('\n'));
  console.info(compare(rows).join('\n'));
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await floor?.remove();
  await rm(root, { recursive: true, force: true });
}

/** Each later build against A, page by page and CPU by CPU (and every build against the floor). */
function compare(rows: LighthouseRow[]): string[] {
  const lines = ['', 'against A (medians; ratio < 1: the build is faster):'];
  const x = (b: number, a: number) => `${(b / a).toFixed(2)}×`;
  for (const cpu of new Set(rows.map((r) => r.cpu))) {
    const at = rows.filter((r) => r.cpu === cpu);
    const floorRow = at.find((r) => r.page === FLOOR_PAGE);
    for (const p of pages) {
      const a = at.find((r) => r.page === `A ${p.name}`);
      for (const [i] of builds.entries()) {
        const b = at.find((r) => r.page === `${letter(i)} ${p.name}`);
        if (!a || !b) continue;
        const vsFloor = floorRow
          ? `; TBT ${x(b.tbt, floorRow.tbt)} the floor's (thread ${x(b.tbtThread, floorRow.tbtThread)})`
          : '';
        lines.push(
          `  CPU ×${cpu} ${letter(i)} ${p.name.padEnd(28)} perf ${b.scores.performance} (A ${a.scores.performance}), TBT ${x(b.tbt, a.tbt)} (thread ${x(b.tbtThread, a.tbtThread)}), FCP ${x(b.fcp, a.fcp)}, LCP ${x(b.lcp, a.lcp)}${vsFloor}`,
        );
      }
    }
  }
  return lines;
}
