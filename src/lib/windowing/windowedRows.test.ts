import { describe, expect, it } from 'vitest';
import { FLING_PX_PER_MS, scrollSpeed, slotsOf, withExtraRows } from './windowedRows.ts';

describe('withExtraRows', () => {
  it.each([
    { name: 'nothing extra', range: [2, 3, 4], extra: [], out: [2, 3, 4] },
    { name: 'a focused row inside the range', range: [2, 3, 4], extra: [3], out: [2, 3, 4] },
    { name: 'rows outside, either side', range: [2, 3, 4], extra: [8, 0], out: [0, 2, 3, 4, 8] },
    { name: 'not a row of the list', range: [2, 3, 4], extra: [10, -1, 1.5], out: [2, 3, 4] },
    { name: 'an empty list', range: [], extra: [], out: [] },
  ])('$name', ({ range, extra, out }) => {
    expect(withExtraRows(range, extra, 10)).toEqual(out);
  });
});

describe('slotsOf', () => {
  const sizes = [100, 50, 200, 80, 70];
  const tops = [0, 100, 150, 350, 430, 500];
  const topOf = (i: number) => tops[i] ?? 0;
  it.each([
    { rendered: [0, 1, 2, 3, 4], slots: ['r0', 'r1', 'r2', 'r3', 'r4'] },
    { rendered: [0, 1], slots: ['r0', 'r1', 's2-5:350'] },
    { rendered: [2, 3], slots: ['s0-2:150', 'r2', 'r3', 's4-5:70'] },
    { rendered: [0, 3], slots: ['r0', 's1-3:250', 'r3', 's4-5:70'] },
    { rendered: [4], slots: ['s0-4:430', 'r4'] },
    { rendered: [], slots: ['s0-5:500'] },
    { rendered: [1, 7], slots: ['s0-1:100', 'r1', 's2-5:350'] },
  ])('$rendered', ({ rendered, slots }) => {
    expect(
      slotsOf(5, topOf, rendered).map((s) =>
        s.kind === 'row' ? `r${s.index}` : `s${s.from}-${s.to}:${s.height}`,
      ),
    ).toEqual(slots);
  });

  it('the spacers and rows add up to the list height', () => {
    const total = slotsOf(5, topOf, [1, 3]).reduce(
      (sum, s) => sum + (s.kind === 'row' ? (sizes[s.index] ?? 0) : s.height),
      0,
    );
    expect(total).toBe(500);
  });
});

describe('scrollSpeed', () => {
  it.each([
    { name: 'the first event of a move', prev: null, y: 500, t: 1000, speed: 0 },
    { name: 'a brisk phone fling: 40 px a 60 Hz frame', prev: { y: 0, t: 1000 }, y: 40, t: 1016, speed: 2.5 },
    { name: 'upwards counts the same', prev: { y: 400, t: 1000 }, y: 0, t: 1100, speed: 4 },
    { name: 'a long pause starts a new move', prev: { y: 0, t: 1000 }, y: 5000, t: 1500, speed: 0 },
    { name: 'the same instant', prev: { y: 0, t: 1000 }, y: 100, t: 1000, speed: 0 },
  ])('$name', ({ prev, y, t, speed }) => {
    expect(scrollSpeed(prev, y, t)).toBeCloseTo(speed, 5);
  });

  it('a brisk fling still renders rows; a screen a frame does not', () => {
    expect(scrollSpeed({ y: 0, t: 0 }, 40, 16)).toBeLessThan(FLING_PX_PER_MS);
    expect(scrollSpeed({ y: 0, t: 0 }, 844, 16)).toBeGreaterThan(FLING_PX_PER_MS);
  });
});
