// The windowing of a WindowedList (WindowedList.tsx), in a chunk of its own: @tanstack/react-virtual's
// window virtualiser, loaded only when a list is long enough to be windowed (the first screen's lists
// are short, so the first load does not carry it). It renders nothing: after each of its renders it
// hands the virtualiser to the list, which renders the rows the virtualiser chose.
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { WindowingProps } from './WindowedList.tsx';

/** Unrounded (the default rounds): rows in normal flow are fractions of a pixel tall, and rounded sizes
 * would add up to a drift between the spacers and the rows. */
const measureRow = (row: Element, entry: ResizeObserverEntry | undefined): number =>
  entry?.borderBoxSize[0]?.blockSize ?? row.getBoundingClientRect().height;

const Windowing = ({
  count,
  getItemKey,
  estimateSize,
  overscan,
  withExtraRows,
  scrollMargin,
  seeding,
  onUpdate,
}: WindowingProps) => {
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  const rangeExtractor = useCallback(
    (range: Range) => withExtraRows(defaultRangeExtractor(range)),
    [withExtraRows],
  );
  const virtualizer = useWindowVirtualizer<Element>({
    count,
    estimateSize: estimate,
    getItemKey,
    overscan,
    rangeExtractor,
    scrollMargin,
    measureElement: measureRow,
    // Before the list is in the page: the viewport as it is.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // A row that changes height moves the page only when it is wholly above the viewport, so the first row
  // on screen stays where it is (the default also corrects for the row across the viewport's top, and
  // not for rows measured again while scrolling up). Not while seeding: those rows are where they were.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, v) =>
    !seeding && item.end <= (v.scrollOffset ?? 0);

  const update = useRef(onUpdate);
  update.current = onUpdate;
  useLayoutEffect(() => {
    update.current(virtualizer);
  });
  useLayoutEffect(() => () => update.current(null), []);
  return null;
};

export default memo(Windowing);
