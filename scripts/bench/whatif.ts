// What if a request were not there, or smaller, or merged into another? Re-simulates Lantern's graphs of
// one page's cold load (the last of the runs) after such changes, so an idea is measured in the model
// Lighthouse scores with before anything is built (docs/decisions-bench.md). The
// simulated figures move in whole round trips: most small changes move nothing, some a whole 150 ms.
//   npm run bench:whatif -- "/tickets/actual" "drop=users/me" "size=ru-:-6000" "merge=main->start-"
// A scenario is one or more changes joined by ';': `drop=<url part>` (its dependents wait for what it
// waited for), `size=<url part>:<bytes>` (transfer size changed by that many), `merge=<a>><b>` (a's bytes
// travel in b, a's dependents wait for b). WHATIF_METRIC=FirstContentfulPaint for the FCP graphs,
// BENCH_LANTERN_DIST for another build.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { buildFloor, startPair } from './floor.ts';
import { runLighthouse } from './lighthouse.ts';

type Node = Lantern.Graph.Node;
type Simulator = Lantern.Simulation.Simulator;
type NetworkNode = Lantern.Graph.NetworkNode;

const [page, ...scenarios] = process.argv.slice(2);
if (!page) throw new Error('name a page, e.g. npm run bench:whatif -- "/tickets/actual" "drop=users/me"');
process.env.BENCH_LH_PAGES = page;
const metric = process.env.WHATIF_METRIC ?? 'LargestContentfulPaint';

// Every graph Lighthouse simulates goes through Simulator.simulate: keep the last of each label.
const captured = new Map<string, { options: Simulator['options']; graph: Node }>();
const proto = Lantern.Simulation.Simulator.prototype;
const simulate = proto.simulate;
proto.simulate = function (this: Simulator, graph, options) {
  if (options?.label) captured.set(options.label, { options: this.options, graph });
  return simulate.call(this, graph, options);
};
const floor = await buildFloor();
const pair = await startPair({ distDir: process.env.BENCH_LANTERN_DIST ?? 'dist', floorDir: floor.dir });
try {
  for (const r of await runLighthouse(pair)) console.info(`${r.page}: LCP ${Math.round(r.lcp)} ms (median)`);
} finally {
  await pair.stop();
  await floor.remove();
  proto.simulate = simulate;
}

const isNetwork = (n: Node): n is NetworkNode => n.type === 'network';
const matching = (root: Node, part: string): NetworkNode[] => {
  const out: NetworkNode[] = [];
  root.traverse((n) => {
    if (isNetwork(n) && n.request.url.includes(part)) out.push(n);
  });
  return out;
};
/** Takes `n` out of the graph: its dependents wait for `into`, or else for what `n` waited for. */
const remove = (n: Node, into?: Node): void => {
  const before = n.getDependencies().slice();
  for (const d of n.getDependents().slice()) {
    d.removeDependency(n);
    if (into && into !== d && !into.isDependentOn(d)) d.addDependency(into);
    else for (const p of before) if (p !== d) d.addDependency(p);
  }
  n.removeAllDependencies();
};

/** The metric's simulated time for one graph after the scenario's changes. */
const estimate = (label: string, changes: string[]): number => {
  const kept = captured.get(label);
  if (!kept) return Number.NaN;
  const root = kept.graph.cloneWithRelationships();
  // Clones share their request objects with the captured graph: sizes are put back afterwards.
  const undo: Array<() => void> = [];
  const resize = (n: NetworkNode, bytes: number) => {
    const request = n.request;
    const was = request.transferSize;
    request.transferSize = Math.max(0, bytes);
    undo.push(() => {
      request.transferSize = was;
    });
  };
  for (const change of changes) {
    const [kind, arg = ''] = change.split('=');
    if (kind === 'drop') for (const n of matching(root, arg)) remove(n);
    else if (kind === 'size') {
      const [part = '', delta] = arg.split(':');
      for (const n of matching(root, part)) resize(n, n.request.transferSize + Number(delta));
    } else if (kind === 'merge') {
      const [from = '', to = ''] = arg.split('>');
      const into = matching(root, to)[0];
      if (!into) throw new Error(`no request matches ${to}`);
      for (const n of matching(root, from)) {
        resize(into, into.request.transferSize + n.request.transferSize);
        remove(n, into);
      }
    } else throw new Error(`unknown change ${change}`);
  }
  const { nodeTimings } = new Lantern.Simulation.Simulator(kept.options).simulate(root, {
    label: `whatif ${label}`,
  });
  for (const f of undo) f();
  // As Lighthouse's LCP: low-priority images (off screen) do not count.
  let end = 0;
  for (const [n, t] of nodeTimings) {
    const offscreen = isNetwork(n) && n.request.resourceType === 'Image' && /Low/.test(n.request.priority);
    if (!offscreen) end = Math.max(end, t.endTime);
  }
  return end;
};

const labels = [...captured.keys()].filter((l) => /^(optimistic|pessimistic)/.test(l) && l.endsWith(metric));
console.info(`\n${metric}: ${labels.join(' / ')} (Lighthouse takes their mean)`);
for (const scenario of ['', ...scenarios]) {
  const ends = labels.map((l) => estimate(l, scenario ? scenario.split(';') : []));
  const mean = ends.reduce((a, b) => a + b, 0) / ends.length;
  const row = ends.map((e) => String(Math.round(e)).padStart(5)).join(' / ');
  console.info(`  ${(scenario || 'as built').padEnd(58)} ${row}  → ${Math.round(mean)} ms`);
}
