// A long list in the page's own scroll that renders only the rows near the viewport (domain-free; the
// orders list uses it for accounts with hundreds of orders, see docs/decisions-heavy-list.md).
//
// - Rows keep their natural, variable height: each rendered row is measured after it renders, before
//   the browser paints; rows not rendered are stood in for by spacers as tall as their measured (or,
//   never rendered, estimated) heights. The arithmetic is in windowRange.ts.
// - The scroll position does not jump: when rows above the viewport change height (a row rendered
//   above while scrolling up is measured, an estimate is refined), the first visible row is kept where
//   it was on screen (the browser's own scroll anchoring is switched off for the list, so it does not
//   correct twice).
// - Keyboard: the row holding focus stays rendered wherever the page scrolls; a Tab from the last focus
//   stop of the last rendered row (Shift+Tab from the first of the first) renders the next row and
//   moves focus into it, so Tab order runs through the whole list.
// - Every row after the first has the gap above it as padding (rows are measured with it), so the list
//   needs no CSS gap and spacers add up exactly.
import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import {
  covers,
  FLING_PX_PER_MS,
  offsetsOf,
  type Range,
  renderedIndexes,
  sameRange,
  scrollSpeed,
  slotsOf,
  visibleRange,
} from './windowRange.ts';
import './windowed-list.css';

type Props<T> = {
  items: readonly T[];
  /** A stable, unique key of an item (measured heights are kept by key). */
  itemKey: (item: T) => string | number;
  /** Renders one row's content; keep it stable (useCallback) so rows already shown do not re-render. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A row's height, gap included, until rows have been measured (then their average is used). */
  estimateSize: number;
  /** Pixels rendered beyond each edge of the viewport (default: half the viewport's height). */
  overscan?: number;
  /**
   * Lists this long or shorter render every row (default 0: always windowed). A windowed list hides
   * the rows far from the viewport from find-in-page and a screen reader's browse mode; a short list
   * is cheap enough to render whole.
   */
  renderAllUpTo?: number;
  /**
   * A cheap stand-in for a row that enters the viewport during a fling (it fills the row's height);
   * the row renders for real when the scrolling slows or stops. Without it rows always render.
   */
  renderPlaceholder?: () => ReactNode;
  className?: string;
  'data-testid'?: string;
};

const ROW = 'data-window-row';
/** Scrolling counts as stopped this long after the last scroll event. */
const CALM_MS = 150;
/** Renders in a row that may change sizes or the range before it settles (a guard: two or three do). */
const MAX_PASSES = 8;
/** The rest of a whole list renders after the first frame, or after this long at the latest. */
const GROW_FALLBACK_MS = 200;

type RowProps<T> = { item: T; index: number; render: (item: T, index: number) => ReactNode };
const RowContentInner = <T,>({ item, index, render }: RowProps<T>) => render(item, index);
/** A row's content renders again only when its item, index or the render function change. */
const RowContent = memo(RowContentInner) as typeof RowContentInner;

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';
/** The focus stops inside `root`, in document order. */
const tabbables = (root: Element): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      el.closest('[inert]') === null &&
      el.getClientRects().length > 0,
  );

const viewport = (list: HTMLElement): { top: number; bottom: number } => {
  const top = -list.getBoundingClientRect().top;
  return { top, bottom: top + window.innerHeight };
};

export const WindowedList = <T,>({
  items,
  itemKey,
  renderItem,
  estimateSize,
  overscan,
  renderAllUpTo = 0,
  renderPlaceholder,
  className,
  'data-testid': testId,
}: Props<T>) => {
  const listRef = useRef<HTMLDivElement>(null);
  /** Measured heights by key, and their sum and count (for the estimate of rows never rendered). */
  const measured = useRef({ sizes: new Map<string, number>(), sum: 0, width: 0 });
  const [version, setVersion] = useState(0);
  const keys = useMemo(() => items.map((item) => String(itemKey(item))), [items, itemKey]);
  const offsets = useMemo(() => {
    void version; // re-read the measured sizes whenever one changed
    const { sizes, sum } = measured.current;
    const estimate = sizes.size > 0 ? sum / sizes.size : estimateSize;
    return offsetsOf(keys.map((key) => sizes.get(key) ?? estimate));
  }, [keys, version, estimateSize]);

  /** The rows on screen (`near`), and those plus the overscan and one more each side (`ahead`). */
  const rangeFor = useCallback(
    (view: { top: number; bottom: number }, of: readonly number[]): { near: Range; ahead: Range } => {
      const n = of.length - 1;
      if (n <= renderAllUpTo) return { near: { start: 0, end: n }, ahead: { start: 0, end: n } };
      const at = { offsets: of, viewTop: view.top, viewBottom: view.bottom };
      return {
        near: visibleRange({ ...at, overscan: 0, extra: 0 }),
        ahead: visibleRange({ ...at, overscan: overscan ?? window.innerHeight / 2, extra: 1 }),
      };
    },
    [overscan, renderAllUpTo],
  );
  // Before the list is in the page its place is unknown: as if it started at the viewport's top. The
  // first render draws only the rows on screen; the rows ahead follow in a transition.
  const [windowRange, setRange] = useState<Range>(
    () => rangeFor({ top: 0, bottom: window.innerHeight }, offsets).near,
  );
  // A list short enough to render whole is never measured or windowed (see the layout effect). Its
  // first render draws the rows that fill the first screen (by the estimate); the rest follow in the
  // task after that screen is painted, so it does not wait for rows below it. (Not a transition: the QR
  // codes and the sync landing would interrupt it again and again on a slow phone; nor a few rows a
  // task: on a busy phone the whole list took several seconds longer to be there.)
  const whole = keys.length <= renderAllUpTo;
  const firstRows = Math.ceil(window.innerHeight / estimateSize) + 1;
  const [shown, setShown] = useState(firstRows);
  const range = useMemo(
    () => (whole ? { start: 0, end: Math.min(keys.length, shown) } : windowRange),
    [whole, shown, keys.length, windowRange],
  );
  const growing = whole && shown < keys.length;
  useEffect(() => {
    if (!growing) return;
    // After the frame that paints the first rows; a page that produces no frames (hidden, or starved on
    // a busy machine) still grows a moment later.
    const grow = () => setShown(Number.POSITIVE_INFINITY);
    let timer = window.setTimeout(grow, GROW_FALLBACK_MS);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = window.setTimeout(grow, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [growing]);
  /** Keys of rows kept rendered outside the range: the one holding focus, one Tab is moving into. */
  const [pinned, setPinned] = useState<readonly string[]>([]);

  /** While true (a fling), rows not yet rendered for real render their placeholder. */
  const [flinging, setFlinging] = useState(false);
  /** Keys of the rows whose real content is in the DOM (they stay real while rendered). */
  const real = useRef(new Set<string>());
  const indexOf = useMemo(() => new Map(keys.map((key, i) => [key, i])), [keys]);
  const rendered = useMemo(
    () =>
      renderedIndexes(
        range,
        pinned.map((key) => indexOf.get(key) ?? -1),
        keys.length,
      ),
    [range, pinned, indexOf, keys.length],
  );
  const slots = useMemo(() => slotsOf(offsets, rendered), [offsets, rendered]);

  // What the scroll and resize handlers read: the latest render's figures.
  const latest = useRef({ offsets, range, rendered, keys, rangeFor, whole });
  const rows = useRef(new Map<string, HTMLElement>());
  const anchor = useRef<{ key: string; top: number; scrollY: number } | null>(null);
  const passes = useRef(0);
  const observer = useRef<ResizeObserver | null>(null);

  /** Remembers where the first visible row is on screen. */
  const recordAnchor = useCallback(() => {
    anchor.current = null;
    for (const index of latest.current.rendered) {
      const key = latest.current.keys[index] ?? '';
      const top = rows.current.get(key)?.getBoundingClientRect();
      if (top && top.bottom > 0) {
        anchor.current = { key, top: top.top, scrollY: window.scrollY };
        return;
      }
    }
  }, []);

  /**
   * Puts the first visible row back where it was on screen, while the list's top is scrolled past. Not
   * when the page scrolled since (a focused control scrolled into view): that move is the reader's.
   */
  const restoreAnchor = useCallback(() => {
    const list = listRef.current;
    const was = anchor.current;
    if (!list || !was || was.scrollY !== window.scrollY || list.getBoundingClientRect().top >= 0) return;
    const row = rows.current.get(was.key);
    if (!row) return;
    const delta = row.getBoundingClientRect().top - was.top;
    if (Math.abs(delta) < 1) return;
    window.scrollTo({ top: window.scrollY + delta, behavior: 'instant' });
    was.scrollY = window.scrollY;
  }, []);

  /** Measures the rendered rows; true when a height changed. */
  const measure = useCallback((): boolean => {
    const m = measured.current;
    const width = listRef.current?.getBoundingClientRect().width ?? 0;
    if (width !== m.width) {
      // Another width wraps text differently: every kept height is stale.
      m.width = width;
      m.sizes.clear();
      m.sum = 0;
    }
    let changed = false;
    for (const [key, row] of rows.current) {
      if (row.dataset.placeholder !== undefined) continue;
      const height = row.getBoundingClientRect().height;
      const old = m.sizes.get(key);
      if (old === height) continue;
      m.sum += height - (old ?? 0);
      m.sizes.set(key, height);
      changed = true;
    }
    return changed;
  }, []);

  // After every render, before paint: measure, keep the anchor, and settle the range.
  useLayoutEffect(() => {
    latest.current = { offsets, range, rendered, keys, rangeFor, whole };
    real.current = new Set(
      [...rows.current].filter(([, row]) => row.dataset.placeholder === undefined).map(([key]) => key),
    );
    // A list short enough to render whole needs no measuring: reading every row's height would force a
    // layout in each commit, and each image settling would re-render the list (long tasks at start).
    if (whole) {
      // Kept in step, so a list that grows past the limit windows from where it is.
      if (!sameRange(windowRange, range)) setRange(range);
      return;
    }
    passes.current += 1;
    if (passes.current > MAX_PASSES) {
      passes.current = 0;
      return;
    }
    if (measure()) {
      setVersion((v) => v + 1);
      return;
    }
    restoreAnchor();
    const list = listRef.current;
    if (list) {
      const { near, ahead } = rangeFor(viewport(list), offsets);
      if (!covers(range, near)) {
        setRange(ahead);
        return;
      }
      if (!sameRange(ahead, range)) startTransition(() => setRange(ahead));
    }
    passes.current = 0;
    recordAnchor();
  });

  // Scrolling and resizing move the range; a row changing height on its own (a section toggled, the
  // width changed) is measured again.
  useEffect(() => {
    let last: { y: number; t: number } | null = null;
    let fast = false;
    let calm = 0;
    const settle = () => {
      fast = false;
      setFlinging(false);
    };
    const update = () => {
      const list = listRef.current;
      if (!list || latest.current.whole) return;
      const moved = { y: window.scrollY, t: performance.now() };
      const nowFast = scrollSpeed(last, moved.y, moved.t) > FLING_PX_PER_MS;
      last = moved;
      window.clearTimeout(calm);
      if (nowFast) calm = window.setTimeout(settle, CALM_MS);
      recordAnchor();
      const now = latest.current;
      const { near, ahead } = now.rangeFor(viewport(list), now.offsets);
      // Rows coming on screen render before the frame is painted (no blank spacer scrolls into view);
      // rows only ahead render in a transition, which React splits across frames.
      if (!covers(now.range, near) || nowFast !== fast)
        flushSync(() => {
          fast = nowFast;
          setFlinging(nowFast);
          setRange(ahead);
        });
      else if (!sameRange(ahead, now.range)) startTransition(() => setRange(ahead));
    };
    const resized = new ResizeObserver(() => {
      if (latest.current.whole) return;
      const m = measured.current;
      const stale = [...rows.current].some(
        ([key, row]) =>
          row.dataset.placeholder === undefined && m.sizes.get(key) !== row.getBoundingClientRect().height,
      );
      const width = listRef.current?.getBoundingClientRect().width ?? 0;
      if (stale || width !== m.width) flushSync(() => setVersion((v) => v + 1));
    });
    observer.current = resized;
    for (const row of rows.current.values()) resized.observe(row);
    if (listRef.current) resized.observe(listRef.current);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      resized.disconnect();
      observer.current = null;
      window.clearTimeout(calm);
    };
  }, [recordAnchor]);

  const registerRow = useCallback((row: HTMLDivElement | null) => {
    if (!row) return;
    const key = row.dataset.key ?? '';
    rows.current.set(key, row);
    observer.current?.observe(row);
    return () => {
      if (rows.current.get(key) === row) rows.current.delete(key);
      observer.current?.unobserve(row);
    };
  }, []);

  const rowOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof Element ? target.closest<HTMLElement>(`[${ROW}]`) : null;

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const key = rowOf(event.target)?.dataset.key;
    if (key !== undefined && (pinned.length !== 1 || pinned[0] !== key)) setPinned([key]);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!listRef.current?.contains(event.relatedTarget as Node | null) && pinned.length > 0) setPinned([]);
  };

  // Tab off the edge of the rendered rows: render the next row and focus its first (last) stop.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = rowOf(event.target);
    if (!row) return;
    const back = event.shiftKey;
    const stops = tabbables(row);
    if (stops.at(back ? 0 : -1) !== event.target) return;
    const step = back ? -1 : 1;
    const from = Number(row.dataset.index);
    const renderedNow = new Set(rendered);
    let index = from + step;
    if (index < 0 || index >= keys.length || renderedNow.has(index)) return;
    event.preventDefault();
    const fromKey = row.dataset.key ?? '';
    for (let tries = 0; tries < 20 && index >= 0 && index < keys.length; tries += 1, index += step) {
      const key = keys[index] ?? '';
      flushSync(() => setPinned([fromKey, key]));
      const target = rows.current.get(key);
      const inside = target ? tabbables(target) : [];
      const stop = inside.at(back ? -1 : 0);
      if (stop) {
        stop.focus();
        return;
      }
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are the rows' own controls' Tab moves
    <div
      ref={listRef}
      className={`windowed-list ${className ?? ''}`}
      data-count={items.length}
      data-testid={testId}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {slots.map((slot) => {
        if (slot.kind === 'space')
          return (
            <div
              key={`space-${slot.from}`}
              className="windowed-list__space"
              style={{ height: `${slot.height}px` }}
              aria-hidden="true"
            />
          );
        const item = items[slot.index] as T;
        const key = keys[slot.index] ?? '';
        if (renderPlaceholder && flinging && !real.current.has(key) && !pinned.includes(key))
          return (
            <div
              key={key}
              ref={registerRow}
              className="windowed-list__row windowed-list__row--placeholder"
              style={{ height: `${(offsets[slot.index + 1] ?? 0) - (offsets[slot.index] ?? 0)}px` }}
              data-key={key}
              data-index={slot.index}
              data-placeholder=""
              aria-hidden="true"
            >
              {renderPlaceholder()}
            </div>
          );
        return (
          <div
            key={key}
            ref={registerRow}
            className="windowed-list__row"
            data-key={key}
            data-index={slot.index}
            {...{ [ROW]: '' }}
          >
            <RowContent item={item} index={slot.index} render={renderItem} />
          </div>
        );
      })}
    </div>
  );
};
