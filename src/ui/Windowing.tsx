// The windowing of a WindowedList (WindowedList.tsx), in a chunk of its own: @tanstack/react-virtual's
// window virtualiser, loaded only when a list is long enough to be windowed (the first screen's lists
// are short, so the first load does not carry it). It renders nothing: after each of its renders it
// hands the virtualiser to the list, which renders the rows the virtualiser chose.
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { RowVirtualizer, WindowingProps } from './WindowedList.tsx';

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
  // A row never measured is as tall as the rows measured so far on average (the given estimate until
  // one is), fixed when it is first estimated. Rows a "Load more" appends then stand in at about their
  // real height, so the list's end (and the button below it) hardly moves once they are rendered and
  // measured; fixed, so an estimate refined later never moves the rows below it without a correction.
  const own = useRef<RowVirtualizer | null>(null);
  const estimates = useRef(new Map<string | number, number>());
  const average = useRef({ measured: 0, size: estimateSize });
  const estimate = useCallback(
    (index: number) => {
      const key = getItemKey(index);
      const known = estimates.current.get(key);
      if (known !== undefined) return known;
      const measured = own.current?.itemSizeCache;
      if (measured && measured.size > 0 && measured.size !== average.current.measured) {
        let sum = 0;
        for (const size of measured.values()) sum += size;
        average.current = { measured: measured.size, size: sum / measured.size };
      }
      const size = measured && measured.size > 0 ? average.current.size : estimateSize;
      estimates.current.set(key, size);
      return size;
    },
    [estimateSize, getItemKey],
  );
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
  own.current = virtualizer;
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
