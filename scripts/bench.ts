// `npm run bench`: performance figures, printed (never asserted in tests). Method: docs/decisions-bench.md.
//   npm run bench                                every benchmark (about 5–10 minutes on 2 busy cores)
//   npm run bench -- --only warm,sizes           some of them: warm, gate, sizes, lighthouse, heavy, sync
//   npm run bench -- --runs 25                   warm-start runs per side (default and minimum 15); the
//                                                gate takes at least 35 (see below)
//   npm run bench -- --build                     rebuild dist/ first even when it looks fresh
//   npm run bench -- --cpu 10                    Lighthouse's rows at a low-end phone's CPU (×10) too,
//                                                beside its phone's (×4), from the same loads
// dist/ is built first when it is missing or older than the sources; the benchmarks run on a throwaway
// copy of it, each with its own reference server (in-memory database) on a free port.
import { parseArgs } from 'node:util';
import { copyDist, ensureBuilt } from './bench/dist.ts';
import { buildFloor, type ServerPair, startPair } from './bench/floor.ts';
import { GATE_PATH, printGate, runGate } from './bench/gate.ts';
import { printHeavy, runHeavy } from './bench/heavy.ts';
import { cpuSlowdowns, printLighthouse, runLighthouse } from './bench/lighthouse.ts';
import { printSizes, runSizes } from './bench/sizes.ts';
import { printSync, runSync } from './bench/sync.ts';
import { printWarm, runWarm } from './bench/warm.ts';

const BENCHES = ['warm', 'gate', 'sizes', 'lighthouse', 'heavy', 'sync'] as const;
type Bench = (typeof BENCHES)[number];
const isBench = (x: string): x is Bench => (BENCHES as readonly string[]).includes(x);

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '15' },
    build: { type: 'boolean', default: false },
    cpu: { type: 'string' },
  },
});
const only = values.only ? values.only.split(',').filter(isBench) : [...BENCHES];
const runs = Math.max(15, Number(values.runs) || 15);
// The gate's starts spread from ~150 to ~400 ms on each side on this shared machine: the ratio of two
// medians of 15 read 1.06–1.46 over six runs of one build, of 35 it read 1.11–1.21 over four
// (docs/decisions-bench.md).
const gateRuns = Math.max(35, runs);
// A sync's bytes are the same every run; its main-thread time spreads less than a start's.
const syncRuns = Math.max(3, Math.round(runs / 5));
const lighthouseCpus = cpuSlowdowns(values.cpu);

ensureBuilt(values.build);
const dist = await copyDist();
// The stack floor, for the benchmarks that measure the cabinet beside it.
const floor = only.some((b) => ['warm', 'sizes', 'lighthouse'].includes(b)) ? await buildFloor() : null;
const withPair = async <T>(run: (pair: ServerPair) => Promise<T>): Promise<T> => {
  if (!floor) throw new Error('the stack floor was not built');
  const pair = await startPair({ distDir: dist.dir, floorDir: floor.dir });
  try {
    return await run(pair);
  } finally {
    await pair.stop();
  }
};
const sections: string[][] = [];
const step = async (name: Bench, run: () => Promise<string[]>) => {
  if (!only.includes(name)) return;
  const started = Date.now();
  console.info(`bench: ${name}…`);
  try {
    sections.push(await run());
  } catch (e) {
    sections.push([`${name}: FAILED — ${e instanceof Error ? e.message : String(e)}`]);
    process.exitCode = 1;
  }
  console.info(`bench: ${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
};
try {
  await step('warm', async () => printWarm(await withPair((pair) => runWarm(pair, runs))));
  await step('gate', async () => printGate(await runGate({ distDir: dist.dir, runs: gateRuns })));
  await step('sizes', async () =>
    printSizes(
      await withPair((pair) => runSizes(pair, { app: dist.dir, floor: floor?.dir ?? '' }, GATE_PATH)),
      GATE_PATH,
    ),
  );
  await step('lighthouse', async () =>
    printLighthouse(await withPair((pair) => runLighthouse(pair, { cpus: lighthouseCpus }))),
  );
  await step('heavy', async () => printHeavy(await runHeavy({ distDir: dist.dir, runs: 2 })));
  await step('sync', async () => printSync(await runSync({ distDir: dist.dir, runs: syncRuns })));
} finally {
  await dist.remove();
  await floor?.remove();
}
console.info(`\nnpm run bench — ${new Date().toISOString()}, ${only.join(', ')}`);
for (const section of sections) console.info(section.join('\n'));
