import { describe, expect, it } from 'vitest';
import {
  covers,
  FLING_PX_PER_MS,
  offsetsOf,
  renderedIndexes,
  sameRange,
  scrollSpeed,
  slotsOf,
  visibleRange,
} from './windowRange.ts';

describe('offsetsOf', () => {
  it.each([
    { sizes: [], offsets: [0] },
    { sizes: [100], offsets: [0, 100] },
    { sizes: [100, 50, 200], offsets: [0, 100, 150, 350] },
  ])('$sizes → $offsets', ({ sizes, offsets }) => {
    expect(offsetsOf(sizes)).toEqual(offsets);
  });
});

describe('visibleRange', () => {
  // Ten rows of 100 px: row i spans [100 i, 100 i + 100).
  const ten = offsetsOf(Array.from({ length: 10 }, () => 100));
  // Variable rows: 300, 100, 100, 500, 100 → tops 0, 300, 400, 500, 1000; height 1100.
  const mixed = offsetsOf([300, 100, 100, 500, 100]);
  it.each([
    { name: 'no rows', offsets: [0], top: 0, bottom: 800, overscan: 0, extra: 1, range: [0, 0] },
    {
      name: 'top of the list, no overscan',
      offsets: ten,
      top: 0,
      bottom: 250,
      overscan: 0,
      extra: 0,
      range: [0, 3],
    },
    {
      name: 'one extra row each side',
      offsets: ten,
      top: 0,
      bottom: 250,
      overscan: 0,
      extra: 1,
      range: [0, 4],
    },
    { name: 'middle', offsets: ten, top: 420, bottom: 580, overscan: 0, extra: 0, range: [4, 6] },
    { name: 'middle, extra', offsets: ten, top: 420, bottom: 580, overscan: 0, extra: 2, range: [2, 8] },
    { name: 'middle, overscan', offsets: ten, top: 420, bottom: 580, overscan: 100, extra: 0, range: [3, 7] },
    {
      name: 'edges on row boundaries',
      offsets: ten,
      top: 200,
      bottom: 400,
      overscan: 0,
      extra: 0,
      range: [2, 4],
    },
    {
      name: 'list below the viewport',
      offsets: ten,
      top: -900,
      bottom: -100,
      overscan: 0,
      extra: 1,
      range: [0, 1],
    },
    {
      name: 'list starts in the viewport',
      offsets: ten,
      top: -300,
      bottom: 150,
      overscan: 0,
      extra: 0,
      range: [0, 2],
    },
    {
      name: 'viewport below the list',
      offsets: ten,
      top: 1500,
      bottom: 2300,
      overscan: 0,
      extra: 1,
      range: [8, 10],
    },
    {
      name: 'end of the list',
      offsets: ten,
      top: 850,
      bottom: 1000,
      overscan: 200,
      extra: 1,
      range: [5, 10],
    },
    {
      name: 'a tall row fills the viewport',
      offsets: mixed,
      top: 600,
      bottom: 900,
      overscan: 0,
      extra: 0,
      range: [3, 4],
    },
    {
      name: 'a tall row, extra',
      offsets: mixed,
      top: 600,
      bottom: 900,
      overscan: 0,
      extra: 1,
      range: [2, 5],
    },
    { name: 'variable rows', offsets: mixed, top: 250, bottom: 450, overscan: 0, extra: 0, range: [0, 3] },
    {
      name: 'an empty viewport keeps the rows it touches',
      offsets: ten,
      top: 300,
      bottom: 300,
      overscan: 0,
      extra: 0,
      range: [2, 4],
    },
  ])('$name', ({ offsets, top, bottom, overscan, extra, range }) => {
    const r = visibleRange({ offsets, viewTop: top, viewBottom: bottom, overscan, extra });
    expect([r.start, r.end]).toEqual(range);
  });
});

describe('renderedIndexes', () => {
  it.each([
    { range: { start: 2, end: 5 }, pinned: [], n: 10, out: [2, 3, 4] },
    { range: { start: 2, end: 5 }, pinned: [3], n: 10, out: [2, 3, 4] },
    { range: { start: 2, end: 5 }, pinned: [8, 0], n: 10, out: [0, 2, 3, 4, 8] },
    { range: { start: 2, end: 5 }, pinned: [10, -1, 1.5], n: 10, out: [2, 3, 4] },
    { range: { start: 0, end: 0 }, pinned: [], n: 0, out: [] },
  ])('$range + $pinned', ({ range, pinned, n, out }) => {
    expect(renderedIndexes(range, pinned, n)).toEqual(out);
  });
});

describe('slotsOf', () => {
  const offsets = offsetsOf([100, 50, 200, 80, 70]); // 0 100 150 350 430 500
  it.each([
    { rendered: [0, 1, 2, 3, 4], slots: ['r0', 'r1', 'r2', 'r3', 'r4'] },
    { rendered: [0, 1], slots: ['r0', 'r1', 's2-5:350'] },
    { rendered: [2, 3], slots: ['s0-2:150', 'r2', 'r3', 's4-5:70'] },
    { rendered: [0, 3], slots: ['r0', 's1-3:250', 'r3', 's4-5:70'] },
    { rendered: [4], slots: ['s0-4:430', 'r4'] },
    { rendered: [], slots: ['s0-5:500'] },
  ])('$rendered', ({ rendered, slots }) => {
    expect(
      slotsOf(offsets, rendered).map((s) =>
        s.kind === 'row' ? `r${s.index}` : `s${s.from}-${s.to}:${s.height}`,
      ),
    ).toEqual(slots);
  });

  it('the spacers and rows add up to the list height', () => {
    const sizes = [100, 50, 200, 80, 70];
    const total = slotsOf(offsets, [1, 3]).reduce(
      (sum, s) => sum + (s.kind === 'row' ? (sizes[s.index] ?? 0) : s.height),
      0,
    );
    expect(total).toBe(500);
  });
});

describe('sameRange', () => {
  it.each([
    { a: { start: 1, end: 4 }, b: { start: 1, end: 4 }, same: true },
    { a: { start: 1, end: 4 }, b: { start: 1, end: 5 }, same: false },
    { a: { start: 0, end: 4 }, b: { start: 1, end: 4 }, same: false },
  ])('$a vs $b', ({ a, b, same }) => {
    expect(sameRange(a, b)).toBe(same);
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

describe('covers', () => {
  it.each([
    { outer: { start: 2, end: 8 }, inner: { start: 3, end: 5 }, covered: true },
    { outer: { start: 2, end: 8 }, inner: { start: 2, end: 8 }, covered: true },
    { outer: { start: 2, end: 8 }, inner: { start: 1, end: 5 }, covered: false },
    { outer: { start: 2, end: 8 }, inner: { start: 6, end: 9 }, covered: false },
    { outer: { start: 0, end: 0 }, inner: { start: 0, end: 0 }, covered: true },
  ])('$outer holds $inner: $covered', ({ outer, inner, covered }) => {
    expect(covers(outer, inner)).toBe(covered);
  });
});
