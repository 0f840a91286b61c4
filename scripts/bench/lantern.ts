// Why a Lighthouse figure is what it is: Lantern's simulated timing of every request and CPU task in the
// LCP estimate of one page's cold load (the last of the runs), printed in simulated start order. Lighthouse
// reports only the result; this shows which request ends the simulated first screen, which ones wait for a
// connection (Chromium opens six per host over HTTP/1.1) and how long the largest file takes while the
// simulated link's bandwidth is divided among every request in flight (docs/decisions-bench.md).
//   npm run bench:lantern -- "/tickets/actual"      (a page name of scripts/bench/lighthouse.ts; the floor: "floor")
//   BENCH_LANTERN_DIST=/tmp/other-dist npm run bench:lantern -- "signed out"
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { buildFloor, startPair } from './floor.ts';
import { runLighthouse } from './lighthouse.ts';

const page = process.argv[2];
if (!page) throw new Error('name a page, e.g. npm run bench:lantern -- "/tickets/actual"');
process.env.BENCH_LH_PAGES = page;
const dist = process.env.BENCH_LANTERN_DIST ?? 'dist';

const floor = await buildFloor();
const pair = await startPair({ distDir: dist, floorDir: floor.dir });
try {
  for (const r of await runLighthouse(pair))
    console.info(`${r.page}: LCP ${Math.round(r.lcp)} ms (median), TBT ${Math.round(r.tbt)} ms`);
} finally {
  await pair.stop();
  await floor.remove();
}

const ms = (n: number) => String(Math.round(n)).padStart(5);
for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
  if (!timings) continue;
  const rows = [...timings.entries()].toSorted((a, b) => a[1].startTime - b[1].startTime);
  const end = Math.max(...rows.map(([, t]) => t.endTime));
  console.info(`\n${label} (the last run): ${rows.length} nodes, the estimate ends at ${Math.round(end)} ms`);
  for (const [node, t] of rows) {
    const span = `${ms(t.startTime)}–${ms(t.endTime)} (${ms(t.endTime - t.startTime)})`;
    if (node.type === 'cpu') {
      if (t.endTime - t.startTime >= 20) console.info(`  cpu ${span}`);
      continue;
    }
    const { priority, transferSize, url } = node.request;
    const where = url.startsWith('data:') ? 'data: URL' : url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
    console.info(`  net ${span} ${priority.padEnd(8)} ${String(transferSize).padStart(7)} B ${where}`);
  }
}
