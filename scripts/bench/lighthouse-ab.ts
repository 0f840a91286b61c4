// `npm run bench:ab -- <distA> <distB>`: Lighthouse on two builds of the cabinet, taking turns in one run
// (how each change in docs/decisions-bench.md was measured). Build A is served in the floor's
// slot, so its rows are named "floor /tickets/actual" (signed in), "floor-slot signed out", "floor-slot
// /balance" and "floor-slot /cards"; build B in the app's. Pick pages and runs as in the bench:
//   BENCH_LH_PAGES=floor,/tickets/actual BENCH_LH_RUNS=5 npm run bench:ab -- /tmp/before dist
//   BENCH_LH_PAGES=floor-slot,signed npm run bench:ab -- /tmp/before dist
//   BENCH_LH_PAGES=floor,/tickets/actual,/balance,/cards,signed npm run bench:ab -- /tmp/before dist   (all four)
// Each build is copied with its files' times (the server sends a .br/.gz copy only while it is as new).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPair } from './floor.ts';
import { printLighthouse, runLighthouse } from './lighthouse.ts';

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: npm run bench:ab -- <distA> <distB>');
const root = await mkdtemp(join(tmpdir(), 'cabinet-ab-'));
const copy = async (from: string, name: string) => {
  const dir = join(root, name);
  await cp(from, dir, { recursive: true, preserveTimestamps: true });
  return dir;
};
const pair = await startPair({ distDir: await copy(b, 'b'), floorDir: await copy(a, 'a') });
try {
  console.info(`A (floor's slot): ${a}\nB (app's slot): ${b}`);
  console.info(printLighthouse(await runLighthouse(pair)).join('\n'));
} finally {
  await pair.stop();
  await rm(root, { recursive: true, force: true });
}
