// The arithmetic of a windowed list (src/ui/WindowedList.tsx), pure so a table can test it: where each
// row starts, which rows are near the viewport, and the spacers that stand in for the rows not rendered.
// Sizes are in CSS pixels and include the gap above a row (the list has no gap of its own), so a row's
// top is the sum of the sizes before it.

/** `offsets[i]` is the top of row i from the list's top; `offsets[n]` is the list's height. */
export const offsetsOf = (sizes: readonly number[]): number[] => {
  const offsets = new Array<number>(sizes.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < sizes.length; i += 1) offsets[i + 1] = (offsets[i] ?? 0) + (sizes[i] ?? 0);
  return offsets;
};

/** A half-open run of row indexes: start ≤ i < end. */
export type Range = { start: number; end: number };

/** The first index i in [0, n] with offsets[i] > y (offsets ascending). */
const firstAbove = (offsets: readonly number[], n: number, y: number): number => {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid] ?? 0) > y) hi = mid;
    else lo = mid + 1;
  }
  return lo;
};

export type RangeInput = {
  /** From offsetsOf: n + 1 numbers. */
  offsets: readonly number[];
  /** The viewport's top and bottom, measured from the list's top (negative while the list is below). */
  viewTop: number;
  viewBottom: number;
  /** Pixels rendered beyond each edge of the viewport. */
  overscan: number;
  /** Rows rendered beyond those, on each side (a Tab from the last visible row lands in a rendered one). */
  extra: number;
};

/**
 * The rows to render: those that overlap the viewport grown by `overscan`, plus `extra` on each side.
 * Never empty while there are rows: a viewport above or below the whole list keeps the nearest rows.
 */
export const visibleRange = ({ offsets, viewTop, viewBottom, overscan, extra }: RangeInput): Range => {
  const n = offsets.length - 1;
  if (n <= 0) return { start: 0, end: 0 };
  const top = viewTop - overscan;
  const bottom = Math.max(viewBottom + overscan, top);
  // The first row whose bottom is below `top`: row i ends at offsets[i + 1].
  const first = Math.min(firstAbove(offsets, n, top) - 1, n - 1);
  // One past the last row whose top is above `bottom`.
  const last = firstAbove(offsets, n, bottom - 1e-9);
  const start = Math.max(0, Math.min(first, last - 1) - extra);
  const end = Math.min(n, Math.max(last, first + 1) + extra);
  return { start: Math.max(0, Math.min(start, n - 1)), end: Math.max(end, Math.min(start + 1, n)) };
};

/** The rows in `range` plus the `pinned` ones (a focused row keeps its focus), ascending, distinct. */
export const renderedIndexes = (range: Range, pinned: readonly number[], n: number): number[] => {
  const set = new Set<number>();
  for (let i = range.start; i < range.end; i += 1) set.add(i);
  for (const i of pinned) if (Number.isInteger(i) && i >= 0 && i < n) set.add(i);
  return [...set].sort((a, b) => a - b);
};

export type Slot =
  | { kind: 'row'; index: number }
  | { kind: 'space'; from: number; to: number; height: number };

/**
 * The list's children in order: each rendered row, and one spacer for every run of rows not rendered
 * (before, between and after), as tall as those rows. `rendered` must be ascending and distinct.
 */
export const slotsOf = (offsets: readonly number[], rendered: readonly number[]): Slot[] => {
  const n = offsets.length - 1;
  const slots: Slot[] = [];
  let next = 0;
  const space = (to: number) => {
    if (to > next)
      slots.push({ kind: 'space', from: next, to, height: (offsets[to] ?? 0) - (offsets[next] ?? 0) });
  };
  for (const index of rendered) {
    if (index < next || index >= n) continue;
    space(index);
    slots.push({ kind: 'row', index });
    next = index + 1;
  }
  space(n);
  return slots;
};

export const sameRange = (a: Range, b: Range): boolean => a.start === b.start && a.end === b.end;

/** Whether `outer` holds every row of `inner` (an empty inner is held by any range). */
export const covers = (outer: Range, inner: Range): boolean =>
  inner.start >= inner.end || (outer.start <= inner.start && outer.end >= inner.end);

/** Faster than this (px per ms; a brisk phone fling is ~2.4) rows entering the viewport show placeholders. */
export const FLING_PX_PER_MS = 3;
/** Two scroll events further apart than this are separate moves, not one fling. */
const SAME_MOVE_MS = 100;

/** The scroll speed between two scroll events in px per ms; 0 for the first of a move. */
export const scrollSpeed = (prev: { y: number; t: number } | null, y: number, t: number): number => {
  if (!prev) return 0;
  const dt = t - prev.t;
  if (dt <= 0 || dt > SAME_MOVE_MS) return 0;
  return Math.abs(y - prev.y) / dt;
};
