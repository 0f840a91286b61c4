// What a page's blocking time is made of: each cold load's main-thread tasks as Lighthouse simulates them
// (Lantern, at the CPU multiplier asked for), those that block after the first paint, longest first, each
// with what ran in it — its trace events, and the sampling profiler's self time mapped through the build's
// source maps to our sources (docs/decisions-bench.md).
//   npm run bench:tasks -- "/tickets/actual"                  (a page name of scripts/bench/lighthouse.ts)
//   BENCH_LH_CPU=10 BENCH_LH_RUNS=3 npm run bench:tasks -- "/cards"
//   BENCH_TASKS_DIST=/tmp/other/dist BENCH_TASKS_MAPS=/tmp/other/sourcemaps npm run bench:tasks -- floor
//   BENCH_TASKS_TRACE=/tmp/traces …   also writes each load's trace (open it in DevTools' Performance panel)
//   BENCH_TASKS_CATEGORIES=mojom …    more trace categories beside the sampling profiler's
//   BENCH_TASKS_BY=thread …           blocking counted on each task's thread time, not its wall time
//   BENCH_TASKS_PROFILER=0 …          no sampling profiler (no functions listed): the tasks' times as the bench sees them
// The profiler's sampling adds a little work to every task; the bench's own figures never run with it.
import { readFile, writeFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { buildFloor, startPair } from './floor.ts';
import { cpuSlowdowns, type OnLoad, runLighthouse } from './lighthouse.ts';
import { ms } from './stats.ts';

const page = process.argv[2];
if (!page) throw new Error('name a page, e.g. npm run bench:tasks -- "/tickets/actual"');
process.env.BENCH_LH_PAGES = page;
const cpu = cpuSlowdowns().at(-1) ?? 4;
const maps = process.env.BENCH_TASKS_MAPS ?? 'sourcemaps';
const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS) || 3);
/** How many tasks and how many functions per task are printed. */
const TOP_TASKS = Number(process.env.BENCH_TASKS_TOP) || 12;
const TOP_FUNCTIONS = 8;
/** `BENCH_TASKS_BY=thread`: tasks ranked by their thread time (a shared machine's waits left out). */
const byThread = process.env.BENCH_TASKS_BY === 'thread';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> };
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };

/** The main thread's samples: when each was taken and its leaf frame. */
const samplesOf = (events: TraceEvent[], pid: number, tid: number) => {
  const nodes = new Map<number, CallFrame>();
  const out: Array<{ ts: number; frame: CallFrame }> = [];
  const profiles = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.name === 'Profile' && e.id) profiles.set(e.id, Number(e.args?.data?.startTime ?? e.ts));
  }
  // A profile's id is unique within its process only; its chunks may come from another thread.
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !e.id || !profiles.has(e.id)) continue;
    const data = e.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n.callFrame);
    let t = profiles.get(e.id) ?? 0;
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      const frame = nodes.get(id);
      if (frame) out.push({ ts: t, frame });
    });
    profiles.set(e.id, t);
  }
  return out.sort((a, b) => a.ts - b.ts);
};

const mapCache = new Map<string, SourceMap | null>();
const sourceMapOf = async (url: string): Promise<SourceMap | null> => {
  const path = new URL(url).pathname;
  if (!mapCache.has(path)) {
    const file = join(maps, `${path}.map`);
    mapCache.set(
      path,
      await readFile(file, 'utf8')
        .then((text) => new SourceMap(JSON.parse(text)))
        .catch(() => null),
    );
  }
  return mapCache.get(path) ?? null;
};

/** `function (source:line)` for a sampled frame, through the build's source map when there is one. */
const where = async (f: CallFrame): Promise<string> => {
  if (!f.url) return f.functionName || '(native)';
  if (!/^https?:/.test(f.url)) return `${f.functionName || '(anonymous)'} (${f.url.slice(0, 40)})`;
  const map = await sourceMapOf(f.url);
  const entry = map?.findEntry(f.lineNumber, f.columnNumber);
  if (entry && 'originalSource' in entry && typeof entry.originalSource === 'string') {
    const source = entry.originalSource.replace(/^.*?(node_modules\/|src\/|scripts\/)/, '$1');
    return `${f.functionName || '(anonymous)'} (${source}:${entry.originalLine + 1})`;
  }
  return `${f.functionName || '(anonymous)'} (${basename(new URL(f.url).pathname)})`;
};

/** A trace event as a short label: what kind of work, and on what. */
const label = (e: TraceEvent): string => {
  const d = e.args?.data ?? {};
  const url = typeof d.url === 'string' ? basename(new URL(d.url, 'http://x/').pathname) : '';
  const detail = [d.type, d.functionName, url].filter((x) => typeof x === 'string' && x).join(' ');
  return detail ? `${e.name} ${detail}` : e.name;
};
const KINDS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'FireIdleCallback',
  'XHRReadyStateChange',
  'ResourceReceivedData',
  'ResourceFinish',
  'Decode Image',
  'ImageDecodeTask',
  'HitTest',
]);

type Node = Lantern.Graph.Node;
type CpuNode = Lantern.Graph.CPUNode;
const isCpu = (n: Node): n is CpuNode => n.type === 'cpu';

const totals = new Map<string, number>();
const printed: string[] = [];
let loadNo = 0;
const onLoad: OnLoad = async ({ cpu: at, artifacts, lhr }) => {
  if (at !== cpu) return;
  loadNo += 1;
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('optimisticTotalBlockingTime');
  if (!timings) return;
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tti = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  const events = (artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents;
  if (process.env.BENCH_TASKS_TRACE)
    await writeFile(
      join(process.env.BENCH_TASKS_TRACE, `load-${loadNo}.json`),
      JSON.stringify({ traceEvents: events }),
    );
  const tasks = [...timings.entries()]
    .filter((entry): entry is [CpuNode, (typeof entry)[1]] => isCpu(entry[0]))
    .map(([node, t]) => {
      const start = Math.max(t.startTime, fcp);
      const end = Math.min(t.endTime, tti);
      // By thread time: the task's own CPU at the model's multiplier, wherever the simulation put it.
      const thread = ((node.event as { tdur?: number }).tdur ?? 0) / 1000;
      const multiplier = node.didPerformLayout() ? cpu / 2 : cpu;
      return {
        node,
        start: t.startTime,
        duration: t.endTime - t.startTime,
        blocking: byThread
          ? t.endTime > fcp && t.startTime < tti
            ? Math.max(0, thread * multiplier - 50)
            : 0
          : Math.max(0, end - start - 50),
      };
    })
    .filter((t) => t.blocking > 0)
    .toSorted((a, b) => b.blocking - a.blocking);
  const sum = tasks.reduce((s, t) => s + t.blocking, 0);
  printed.push(
    `\nload ${loadNo}: TBT ${ms(lhr.audits['total-blocking-time']?.numericValue ?? 0)} (tasks below: ${ms(sum)}), FCP ${ms(fcp)}, TTI ${ms(tti)}, ${tasks.length} blocking tasks`,
  );
  const main = tasks[0]?.node.event;
  const samples = main ? samplesOf(events, main.pid, main.tid) : [];
  for (const [i, t] of tasks.entries()) {
    const { event, childEvents } = t.node;
    const from = event.ts;
    const to = event.ts + (event.dur ?? 0);
    const self = new Map<string, number>();
    for (let k = 0; k < samples.length; k += 1) {
      const s = samples[k];
      if (!s || s.ts < from || s.ts > to) continue;
      const next = samples[k + 1]?.ts ?? s.ts;
      const key = await where(s.frame);
      self.set(key, (self.get(key) ?? 0) + Math.min(next - s.ts, 2000) / 1000);
    }
    const kinds = childEvents
      .filter((e) => KINDS.has(e.name) && (e.dur ?? 0) >= 1000)
      .toSorted((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 4)
      .map((e) => `${label(e as TraceEvent)} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
    const top = [...self.entries()].toSorted((a, b) => b[1] - a[1]);
    const heading = top[0]?.[0] ?? kinds[0] ?? '?';
    totals.set(heading, (totals.get(heading) ?? 0) + t.blocking);
    if (i >= TOP_TASKS) continue;
    printed.push(
      `  ${ms(t.start).padStart(8)} +${ms(t.duration).padStart(8)} blocks ${ms(t.blocking).padStart(7)} (observed ${((event.dur ?? 0) / 1000).toFixed(1)} ms, thread ${(((event as { tdur?: number }).tdur ?? 0) / 1000).toFixed(1)} ms${t.node.didPerformLayout() ? `, layout: ×${cpu / 2}` : ''})`,
      `      events: ${kinds.join('; ')}`,
      ...top
        .slice(0, TOP_FUNCTIONS)
        .map(([name, selfMs]) => `      ${selfMs.toFixed(1).padStart(6)} ms  ${name}`),
    );
  }
};

const dist = process.env.BENCH_TASKS_DIST ?? 'dist';
const floor = await buildFloor();
const pair = await startPair({ distDir: dist, floorDir: floor.dir });
try {
  const rows = await runLighthouse(pair, {
    cpus: [cpu],
    runs,
    extraTrace: [
      process.env.BENCH_TASKS_PROFILER === '0' ? '' : 'disabled-by-default-v8.cpu_profiler',
      process.env.BENCH_TASKS_CATEGORIES,
    ]
      .filter(Boolean)
      .join(','),
    onLoad,
  });
  for (const r of rows)
    console.info(
      `${r.page} at CPU ×${r.cpu} (profiler on): perf ${r.scores.performance} (runs ${r.spread.join('/')}), TBT ${ms(r.tbt)} (median), FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}`,
    );
} finally {
  await pair.stop();
  await floor.remove();
}
console.info(printed.join('\n'));
console.info(`\nblocking time by each task's heaviest function, all ${loadNo} loads:`);
for (const [name, total] of [...totals.entries()].toSorted((a, b) => b[1] - a[1]).slice(0, 20))
  console.info(`  ${ms(total / loadNo).padStart(8)} a load  ${name}`);
