// A long list in the page's own scroll that renders only the rows near the viewport (domain-free; the
// orders list uses it for accounts with hundreds of orders, see docs/decisions-heavy-list.md).
//
// @tanstack/react-virtual's window virtualiser does the windowing (Windowing.tsx, a lazy chunk loaded when
// a list is first long enough): which rows are near the viewport, each rendered row measured (and
// measured again when it changes size), rows never rendered estimated, and the scroll position corrected
// when a row above the viewport changes height. This file adds what it lacks:
// - Rows stay in normal flow (cards keep their own CSS and widths): spacers as tall as the rows not
//   rendered stand between them (windowedRows.ts), and a row after the first carries the gap above it as
//   padding, so measured rows and spacers add up. The browser's own scroll anchoring is off inside the
//   list (windowed-list.css), so the virtualiser's correction is the only one; rows added or removed
//   above the viewport keep the first row on screen where it was, by its key.
// - Rows on screen render at once (before the frame is painted); the overscan rows follow in a deferred
//   render, which React splits across frames (a card with its QR codes is costly on a slow phone).
// - Keyboard: the row holding focus stays rendered wherever the page scrolls (the range extractor keeps
//   it); a Tab from the last focus stop of the last rendered row (Shift+Tab from the first of the first)
//   renders the next row and moves focus into it, so Tab order runs through the whole list.
// - Flings: during a scroll faster than a brisk phone fling, rows entering the viewport show a cheap
//   placeholder of their height; they render for real when the scrolling slows or stops.
// - Short lists (renderAllUpTo) are not windowed at all: every row, unmeasured, the first screen first.
import type { Virtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { FLING_PX_PER_MS, scrollSpeed, slotsOf, withExtraRows } from './windowedRows.ts';
import './windowed-list.css';

type Props<T> = {
  items: readonly T[];
  /** A stable, unique key of an item (measured heights are kept by key). */
  itemKey: (item: T) => string | number;
  /** Renders one row's content; keep it stable (useCallback) so rows already shown do not re-render. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A row's height, gap included, until rows have been measured (then their average is used). */
  estimateSize: number;
  /** Rows rendered beyond each edge of the viewport (default 2). */
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

export type RowVirtualizer = Virtualizer<Window, Element>;
/** What the list hands to its windowing (Windowing.tsx). */
export type WindowingProps = {
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
  onUpdate: (virtualizer: RowVirtualizer | null) => void;
};
const Windowing = lazy(() => import('./Windowing.tsx'));

const ROW = 'data-window-row';
/** Scrolling counts as stopped this long after the last scroll event. */
const CALM_MS = 150;
/** The rest of a whole list renders after the first frame, or after this long at the latest. */
const GROW_FALLBACK_MS = 200;
const NO_ROWS: readonly number[] = [];

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

const rowsUpTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export const WindowedList = <T,>({
  items,
  itemKey,
  renderItem,
  estimateSize,
  overscan = 2,
  renderAllUpTo = 0,
  renderPlaceholder,
  className,
  'data-testid': testId,
}: Props<T>) => {
  const listRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => items.map((item) => String(itemKey(item))), [items, itemKey]);
  const indexOf = useMemo(() => new Map(keys.map((key, i) => [key, i])), [keys]);

  // A list short enough to render whole is never measured or windowed. Its first render draws the rows
  // that fill the first screen (by the estimate); the rest follow in the task after that screen is
  // painted, so it does not wait for rows below it. (Not a transition: the QR codes and the sync landing
  // would interrupt it again and again on a slow phone; nor a few rows a task: on a busy phone the whole
  // list took several seconds longer to be there.)
  const whole = keys.length <= renderAllUpTo;
  const [shown, setShown] = useState(() => Math.ceil(window.innerHeight / estimateSize) + 1);
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

  // The virtualiser, once the windowing's chunk is loaded and it has run (a long list renders the rows
  // of its first screen until then). Each of its renders hands it over again, so the list renders anew.
  const [virtualizer, setVirtualizer] = useState<RowVirtualizer | null>(null);
  const [, setTurn] = useState(0);
  const onUpdate = useCallback((v: RowVirtualizer | null) => {
    setVirtualizer(v);
    setTurn((n) => n + 1);
  }, []);
  const windowed = !whole && virtualizer !== null;

  // The rows rendered before the virtualiser came (the first screen, or every row of a whole list that
  // grew past the limit) stay in the DOM where they are for its first render, so they are measured
  // before any is dropped and the page does not move.
  const wholeRows = useRef(0);
  const before = Math.min(keys.length, wholeRows.current || Math.ceil(window.innerHeight / estimateSize) + 1);
  const [seed, setSeed] = useState(0);
  const [seen, setSeen] = useState<RowVirtualizer | null>(null);
  if (seen !== virtualizer) {
    setSeen(virtualizer);
    setSeed(virtualizer ? before : 0);
  }

  /** Keys of rows kept rendered outside the range: the one holding focus, one Tab is moving into. */
  const [pinned, setPinned] = useState<readonly string[]>([]);
  const extraRows = useMemo(
    () => [...pinned.map((key) => indexOf.get(key) ?? -1), ...rowsUpTo(seed)],
    [pinned, indexOf, seed],
  );
  const addExtraRows = useCallback(
    (range: number[]) => withExtraRows(range, extraRows, keys.length),
    [extraRows, keys.length],
  );
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const [scrollMargin, setScrollMargin] = useState(0);

  const all = windowed ? virtualizer.getVirtualIndexes() : NO_ROWS;
  const visible = windowed ? virtualizer.range : null;
  // The rows ahead render in a deferred pass; the first render has none of them.
  const ahead = useDeferredValue(all, NO_ROWS);
  const rendered = useMemo(() => {
    if (whole) return rowsUpTo(Math.min(keys.length, shown));
    if (!windowed) return rowsUpTo(before);
    const near = visible ? rowsUpTo(visible.endIndex + 1).slice(visible.startIndex) : [];
    return withExtraRows(near, [...extraRows, ...ahead.filter((i) => all.includes(i))], keys.length);
  }, [whole, windowed, keys.length, shown, before, visible, extraRows, ahead, all]);

  const sizes = windowed ? virtualizer.measurementsCache : [];
  // Held by the virtualiser while it may not scroll (an iOS fling): the rows render that much higher.
  const held = windowed
    ? (sizes[all[0] ?? -1]?.start ?? 0) - (virtualizer.getVirtualItems()[0]?.start ?? 0)
    : 0;
  const topOf = (index: number): number => {
    if (!windowed) return index * estimateSize;
    if (index === 0) return 0;
    const top = index < keys.length ? sizes[index]?.start : sizes[index - 1]?.end;
    return Math.max(0, (top ?? scrollMargin) - scrollMargin - held);
  };
  const sizeOf = (index: number): number => (windowed ? sizes[index]?.size : undefined) ?? estimateSize;
  const slots = slotsOf(keys.length, topOf, rendered);

  /** While true (a fling), rows not yet rendered for real render their placeholder. */
  const [flinging, setFlinging] = useState(false);
  /** Keys of the rows whose real content is in the DOM (they stay real while rendered). */
  const real = useRef(new Set<string>());
  const rows = useRef(new Map<string, HTMLElement>());

  const measureMargin = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const top = list.getBoundingClientRect().top + window.scrollY;
    setScrollMargin((was) => (Math.abs(was - top) < 1 ? was : top));
  }, []);

  // Rows added or removed above the viewport (a sync landing while the page is scrolled far down) would
  // move what is on screen: the virtualiser corrects only for rows changing height. The first row on
  // screen is put back where it was, by its key.
  const firstRow = useRef<{ keys: readonly string[]; key: string; top: number } | null>(null);
  const keepFirstRow = () => {
    if (!windowed) {
      firstRow.current = null;
      return;
    }
    virtualizer.getVirtualIndexes(); // the measurements of this render's items
    const topOf = (key: string) => virtualizer.measurementsCache[indexOf.get(key) ?? -1]?.start;
    const was = firstRow.current;
    const now = was && was.keys !== keys ? topOf(was.key) : undefined;
    if (was && now !== undefined && Math.abs(now - was.top) >= 1 && window.scrollY > scrollMargin)
      window.scrollTo({ top: window.scrollY + now - was.top, behavior: 'instant' });
    const key = keys[virtualizer.range?.startIndex ?? -1];
    const top = key === undefined ? undefined : topOf(key);
    firstRow.current = key === undefined || top === undefined ? null : { keys, key, top };
  };

  // After every render, before paint: which rows are real, the list's place, the seeding done.
  useLayoutEffect(() => {
    real.current = new Set(
      [...rows.current].filter(([, row]) => row.dataset.placeholder === undefined).map(([key]) => key),
    );
    if (whole) wholeRows.current = rendered.length;
    else if (windowed) wholeRows.current = 0;
    if (!whole) measureMargin();
    if (windowed && seed > 0) setSeed(0);
    keepFirstRow();
  });

  // The fling: measured on the document, which hears a scroll before the virtualiser (on the window)
  // renders the rows it brings, so those rows already know whether to be placeholders.
  useEffect(() => {
    let last: { y: number; t: number } | null = null;
    let fast = false;
    let calm = 0;
    const settle = () => {
      fast = false;
      setFlinging(false);
    };
    const update = () => {
      const moved = { y: window.scrollY, t: performance.now() };
      const nowFast = scrollSpeed(last, moved.y, moved.t) > FLING_PX_PER_MS;
      last = moved;
      window.clearTimeout(calm);
      if (nowFast) calm = window.setTimeout(settle, CALM_MS);
      if (nowFast !== fast) {
        fast = nowFast;
        flushSync(() => setFlinging(nowFast));
      }
    };
    document.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', measureMargin);
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', measureMargin);
      window.clearTimeout(calm);
    };
  }, [measureMargin]);

  const registerRow = useCallback((row: HTMLDivElement | null) => {
    if (!row) return;
    const key = row.dataset.key ?? '';
    rows.current.set(key, row);
    return () => {
      if (rows.current.get(key) === row) rows.current.delete(key);
    };
  }, []);
  const registerMeasuredRow = useCallback(
    (row: HTMLDivElement | null) => {
      const forget = registerRow(row);
      virtualizer?.measureElement(row);
      return forget;
    },
    [registerRow, virtualizer],
  );

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
    let index = from + step;
    if (index < 0 || index >= keys.length || rendered.includes(index)) return;
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
      {!whole && (
        <Suspense fallback={null}>
          <Windowing
            count={keys.length}
            getItemKey={getItemKey}
            estimateSize={estimateSize}
            overscan={overscan}
            withExtraRows={addExtraRows}
            scrollMargin={scrollMargin}
            seeding={seed > 0}
            onUpdate={onUpdate}
          />
        </Suspense>
      )}
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
        if (renderPlaceholder && flinging && windowed && !real.current.has(key) && !pinned.includes(key))
          return (
            <div
              key={key}
              ref={registerRow}
              className="windowed-list__row windowed-list__row--placeholder"
              style={{ height: `${sizeOf(slot.index)}px` }}
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
            ref={windowed ? registerMeasuredRow : registerRow}
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
