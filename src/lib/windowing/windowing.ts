// The windowing of a WindowedList (WindowedList.tsx), in a chunk of its own: @tanstack/react-virtual's
// window virtualiser (its framework-free core, re-exported by the React package), loaded only when a list
// is long enough to be windowed (the first screen's lists are short, so the first load does not carry
// it). The list drives the virtualiser itself rather than through the package's hook: the hook re-renders
// its own component on every change (the scrolling starting and stopping among them), and a component
// handing the virtualiser to the list costs a second commit for each; the list re-renders only when what
// it shows changes (WindowedList.tsx).
import {
  defaultRangeExtractor,
  observeWindowOffset,
  observeWindowRect,
  type Range,
  Virtualizer,
  windowScroll,
} from '@tanstack/react-virtual';

export type RowVirtualizer = Virtualizer<Window, Element>;

/** What the list sets on every render. */
export type WindowingSettings = {
  count: number;
  getItemKey: (index: number) => string | number;
  estimateSize: number;
  overscan: number;
  /** Adds the rows rendered beside the virtualiser's range: the focused ones, the ones kept while seeding. */
  withExtraRows: (range: number[]) => number[];
  /** The list's top in the document (the virtualiser measures from the document's top). */
  scrollMargin: number;
  /** The rows rendered before the virtualiser came are being measured where they are. */
  seeding: boolean;
  /** True when the browser's scroll anchoring holds the page on an element after the list (see the list). */
  anchoredBelow: () => boolean;
};

export type Windowing = {
  virtualizer: RowVirtualizer;
  set: (settings: WindowingSettings) => void;
  /**
   * Tells the virtualiser where the page is scrolled now, when the browser moved it without a scroll
   * event yet (its scroll anchoring, when rows are added above the button below the list): it hears of
   * it in this task, not a frame later, so the rows brought on screen render before the frame is painted.
   */
  readScroll: () => void;
};

/** Unrounded (the default rounds): rows in normal flow are fractions of a pixel tall, and rounded sizes
 * would add up to a drift between the spacers and the rows. */
const measureRow = (row: Element, entry: ResizeObserverEntry | undefined): number =>
  entry?.borderBoxSize[0]?.blockSize ?? row.getBoundingClientRect().height;

/**
 * A window virtualiser; `onChange` hears every change (scrolling, a row measured), `onScrollWrite` each
 * time it scrolls the page itself (its corrections), before the page's scroll event.
 */
export const createWindowing = (
  first: WindowingSettings,
  onChange: (virtualizer: RowVirtualizer, sync: boolean) => void,
  onScrollWrite: () => void,
): Windowing => {
  let settings = first;
  /** The sizes measured so far (none until the virtualiser exists). */
  let measuredOf = (): ReadonlyMap<unknown, number> => new Map();
  // A row never measured is as tall as the rows measured so far on average (the given estimate until
  // one is), fixed when it is first estimated. Rows a "Load more" appends then stand in at about their
  // real height, so the list's end (and the button below it) hardly moves once they are rendered and
  // measured; fixed, so an estimate refined later never moves the rows below it without a correction.
  const estimates = new Map<string | number, number>();
  let average = { measured: 0, size: first.estimateSize };
  const estimate = (index: number): number => {
    const key = settings.getItemKey(index);
    const known = estimates.get(key);
    if (known !== undefined) return known;
    const measured = measuredOf();
    if (measured.size > 0 && measured.size !== average.measured) {
      let sum = 0;
      for (const size of measured.values()) sum += size;
      average = { measured: measured.size, size: sum / measured.size };
    }
    const size = measured.size > 0 ? average.size : settings.estimateSize;
    estimates.set(key, size);
    return size;
  };
  // A new extractor only when the extra rows change: the virtualiser recomputes its rows when it does.
  /** The virtualiser's own listener of the page's scroll position, while it listens. */
  let offsetHeard: ((offset: number, isScrolling: boolean) => void) | null = null;
  let extractorOf = first.withExtraRows;
  let rangeExtractor = (range: Range) => extractorOf(defaultRangeExtractor(range));
  const options = () => {
    if (extractorOf !== settings.withExtraRows) {
      const extra = settings.withExtraRows;
      extractorOf = extra;
      rangeExtractor = (range: Range) => extra(defaultRangeExtractor(range));
    }
    return {
      count: settings.count,
      getItemKey: settings.getItemKey,
      estimateSize: estimate,
      overscan: settings.overscan,
      rangeExtractor,
      scrollMargin: settings.scrollMargin,
      measureElement: measureRow,
      getScrollElement: () => window,
      observeElementRect: observeWindowRect,
      observeElementOffset: (v: RowVirtualizer, heard: (offset: number, isScrolling: boolean) => void) => {
        offsetHeard = heard;
        const stop = observeWindowOffset(v, heard);
        return () => {
          offsetHeard = null;
          stop?.();
        };
      },
      scrollToFn: (
        offset: number,
        to: { adjustments?: number; behavior?: ScrollBehavior },
        v: RowVirtualizer,
      ) => {
        onScrollWrite();
        windowScroll(offset, to, v);
      },
      initialOffset: () => window.scrollY,
      // Before the list is in the page: the viewport as it is.
      initialRect: { width: window.innerWidth, height: window.innerHeight },
      onChange,
    };
  };
  const created = new Virtualizer<Window, Element>(options());
  measuredOf = () => created.itemSizeCache;
  // A row that changes height moves the page only when it is wholly above the viewport, so the first row
  // on screen stays where it is (the default also corrects for the row across the viewport's top, and
  // not for rows measured again while scrolling up). Not while seeding: those rows are where they were.
  // Nor while the browser holds the page on what is after the list: it corrects for the rows itself.
  created.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, v) =>
    !settings.seeding && item.end <= (v.scrollOffset ?? 0) && !settings.anchoredBelow();
  return {
    virtualizer: created,
    set: (next) => {
      settings = next;
      created.setOptions(options());
    },
    // As the virtualiser reads the position when a scroll has ended.
    readScroll: () => {
      if (offsetHeard && Math.abs(window.scrollY - (created.scrollOffset ?? 0)) >= 1)
        offsetHeard(window.scrollY, false);
    },
  };
};
