// `npm run bench:gate-ab -- <distA> <distB> [rounds]`: the offline gate start of two builds, and the
// reference page, in one browser, taking turns (how a change to the gate start is measured).
// The gate ratio of one build moves 1.13–1.33 between runs on this shared machine, more than most changes
// move it, so a change is judged by B/A in one run. Each side has a browser context of its own (its worker,
// IndexedDB and session), seeded by a real online visit as in `npm run bench -- --only gate`: an earlier
// version let A's context host the reference too, and B came out faster than A in 10 of 12 runs (by ~5 %
// on average) whichever build B was. The order of the three rotates every round. Rounds default to 30
// (≈1 min).
import { launchBrowser } from './browser.ts';
import { copyDist } from './dist.ts';
import { atTheVenue, coldStart, GATE_PATH } from './gate.ts';
import { REFERENCE_PATH } from './reference/page.ts';
import { median, ms } from './stats.ts';

const [distA, distB, roundsArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: npm run bench:gate-ab -- <distA> <distB> [rounds]');
const rounds = Math.max(10, Number(roundsArg) || 30);

type Slot = 'A' | 'B' | 'R';
const browser = await launchBrowser();
const copies: Array<{ remove: () => Promise<void> }> = [];

/** A context of its own at the venue (gate.ts), on a throwaway copy of the build `dist`. */
const seeded = async (dist: string) => {
  const copy = await copyDist(dist);
  copies.push(copy);
  return atTheVenue(browser, copy.dir);
};

try {
  const a = await seeded(distA);
  const b = await seeded(distB);
  // The reference reads the store A's build wrote (the same format in both builds being compared).
  const r = await seeded(distA);
  const start: Record<Slot, () => Promise<number>> = {
    A: () => coldStart(a.context, a.origin + GATE_PATH, 'app'),
    B: () => coldStart(b.context, b.origin + GATE_PATH, 'app'),
    R: () => coldStart(r.context, r.origin + REFERENCE_PATH, 'reference'),
  };
  const orders: Slot[][] = [
    ['A', 'B', 'R'],
    ['B', 'R', 'A'],
    ['R', 'A', 'B'],
    ['A', 'R', 'B'],
    ['B', 'A', 'R'],
    ['R', 'B', 'A'],
  ];
  const times: Record<Slot, number[]> = { A: [], B: [], R: [] };
  // Not counted: the first starts after install compile and cache the code.
  for (let i = 0; i < 2; i += 1) for (const slot of orders[0] ?? []) await start[slot]();
  for (let i = 0; i < rounds; i += 1) {
    for (const slot of orders[i % orders.length] ?? []) times[slot].push(await start[slot]());
    process.stdout.write('.');
  }
  const [mA, mB, mR] = [median(times.A), median(times.B), median(times.R)];
  console.info(
    `\noffline gate, cold start to the first QR (CPU ×4, n=${rounds} each)\n` +
      `  A ${distA}: median ${ms(mA)}\n  B ${distB}: median ${ms(mB)}\n  reference: median ${ms(mR)}\n` +
      `  B/A ${(mB / mA).toFixed(3)}; A/reference ${(mA / mR).toFixed(2)}, B/reference ${(mB / mR).toFixed(2)}`,
  );
} finally {
  await browser.close();
  for (const copy of copies) await copy.remove();
}
