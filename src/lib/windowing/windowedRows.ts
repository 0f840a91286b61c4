// What a windowed list (src/ui/WindowedList.tsx) adds to @tanstack/react-virtual, pure so a table can test
// it: the rows to render beside the virtualiser's range (the focused ones, the ones a Tab moves into), the
// spacers that stand in for the rows not rendered (the list lays its rows out in normal flow, not
// absolutely), and the scroll speed above which rows entering the viewport show placeholders.

/** A row's top from the list's top; `topOf(n)` is the list's height. */
export type TopOf = (index: number) => number;

export type Slot =
  | { kind: 'row'; index: number }
  | { kind: 'space'; from: number; to: number; height: number };

/** The indexes in `range` (ascending) plus the `extra` ones within [0, n), ascending and distinct. */
export const withExtraRows = (range: readonly number[], extra: readonly number[], n: number): number[] => {
  const inRange = extra.filter((i) => Number.isInteger(i) && i >= 0 && i < n && !range.includes(i));
  return inRange.length === 0 ? [...range] : [...range, ...inRange].sort((a, b) => a - b);
};

/**
 * The list's children in order: each rendered row, and one spacer for every run of rows not rendered
 * (before, between and after), as tall as those rows. `rendered` must be ascending and distinct.
 */
export const slotsOf = (n: number, topOf: TopOf, rendered: readonly number[]): Slot[] => {
  const slots: Slot[] = [];
  let next = 0;
  const space = (to: number) => {
    if (to > next) slots.push({ kind: 'space', from: next, to, height: topOf(to) - topOf(next) });
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
