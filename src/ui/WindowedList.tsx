// A long list in the page's own scroll that renders only the rows near the viewport (domain-free; the
// orders list uses it for accounts with hundreds of orders). The rows stay in normal flow between
// spacers, so cards keep their own CSS; what this adds to @tanstack/react-virtual (focus, flings, rows
// added above, short lists unwindowed) and why: docs/decisions-heavy-list.md, "How the windowed list works".
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
  FLING_PX_PER_MS,
  type Slot,
  scrollSpeed,
  slotsOf,
  withExtraRows,
} from '../lib/windowing/windowedRows.ts';
import type { RowVirtualizer, Windowing, WindowingSettings } from '../lib/windowing/windowing.ts';
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
  /** Rows are still being added (a long list revealed in steps): said to assistive technology and to print. */
  busy?: boolean;
  'data-testid'?: string;
};

type CreateWindowing = typeof import('../lib/windowing/windowing.ts').createWindowing;

const ROW = 'data-window-row';
/** Scrolling counts as stopped this long after the last scroll event. */
const CALM_MS = 150;
/** The rest of a whole list renders after the first frame, or after this long at the latest. */
const GROW_FALLBACK_MS = 200;
const NO_ROWS: readonly number[] = [];
const NO_KEYS: readonly string[] = [];
/** The scroll event of a scroll position the list set comes within this long (the next frame). */
const OWN_SCROLL_MS = 100;

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

const UNANCHORED = new Set(['fixed', 'absolute', 'sticky']);
/**
 * True when an element after the list is on screen (a "Load more" button below it). The list is no
 * scroll anchor (windowed-list.css), so the browser's scroll anchoring then holds the page on that
 * element: it keeps it in place as rows above it change height, are added or removed. The list must not
 * correct the scroll position as well (the page would move by twice the change: the button jumped by
 * the difference between the estimated and the measured heights of the rows a "Load more" brought).
 */
const anchoredBelow = (list: HTMLElement): boolean => {
  if (list.getBoundingClientRect().bottom >= window.innerHeight) return false;
  for (let node: Element | null = list; node && node !== document.body; node = node.parentElement) {
    for (let next = node.nextElementSibling; next; next = next.nextElementSibling) {
      const box = next.getBoundingClientRect();
      if (box.height > 0 && box.top < window.innerHeight && box.bottom > 0)
        if (!UNANCHORED.has(getComputedStyle(next).position)) return true;
    }
  }
  return false;
};

/** What a windowed list shows for a state of its virtualiser. */
type View = {
  visible: string;
  /** The rows the virtualiser would have rendered: those near the viewport and the extra ones. */
  all: readonly number[];
  topOf: (index: number) => number;
  sizeOf: (index: number) => number | undefined;
};

const viewOf = (v: RowVirtualizer, count: number, scrollMargin: number): View => {
  const all = v.getVirtualIndexes();
  const sizes = v.measurementsCache;
  // Held by the virtualiser while it may not scroll (an iOS fling): the rows render that much higher.
  const held = (sizes[all[0] ?? -1]?.start ?? 0) - (v.getVirtualItems()[0]?.start ?? 0);
  return {
    visible: v.range ? `${v.range.startIndex}-${v.range.endIndex}` : '',
    all,
    topOf: (index) => {
      if (index === 0) return 0;
      const top = index < count ? sizes[index]?.start : sizes[index - 1]?.end;
      return Math.max(0, (top ?? scrollMargin) - scrollMargin - held);
    },
    sizeOf: (index) => sizes[index]?.size,
  };
};

const spacesOf = (slots: readonly Slot[]): number[] =>
  slots.flatMap((slot) => (slot.kind === 'space' ? [slot.height] : []));

const sameNumbers = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** What the last commit showed, for telling whether a change of the virtualiser needs a render. */
type Shown = {
  count: number;
  scrollMargin: number;
  visible: string;
  all: readonly number[];
  rendered: readonly number[];
  spaces: readonly number[];
};

/** True when the virtualiser, as it is now, would show what `was` shows: no render needed. */
const showsAlready = (v: RowVirtualizer, was: Shown): boolean => {
  const now = viewOf(v, was.count, was.scrollMargin);
  return (
    now.visible === was.visible &&
    sameNumbers(now.all, was.all) &&
    sameNumbers(spacesOf(slotsOf(was.count, now.topOf, was.rendered)), was.spaces)
  );
};

export const WindowedList = <T,>({
  items,
  itemKey,
  renderItem,
  estimateSize,
  overscan = 2,
  renderAllUpTo = 0,
  renderPlaceholder,
  className,
  busy,
  'data-testid': testId,
}: Props<T>) => {
  const listRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => items.map((item) => String(itemKey(item))), [items, itemKey]);
  const indexOf = useMemo(() => new Map(keys.map((key, i) => [key, i])), [keys]);

  // The windowing's chunk, loaded once a list is long enough. Should it fail to load (a broken
  // connection before the app was cached), long lists render whole: slower, but every row is there.
  const [createWindowing, setCreateWindowing] = useState<CreateWindowing | null>(null);
  const [noLib, setNoLib] = useState(false);

  // A list short enough to render whole is never measured or windowed. Its first render draws the rows
  // that fill the first screen (by the estimate); the rest follow in the task after that screen is
  // painted, so it does not wait for rows below it. (Not a transition: the QR codes and the sync landing
  // would interrupt it again and again on a slow phone; nor a few rows a task: on a busy phone the whole
  // list took several seconds longer to be there.)
  const whole = keys.length <= renderAllUpTo || noLib;
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

  // Printed, a whole list is every row at once, whenever the customer prints: the page is laid out for
  // print right after the event (rows still to come would print as blank space).
  useEffect(() => {
    if (!whole) return;
    const all = () => flushSync(() => setShown(Number.POSITIVE_INFINITY));
    addEventListener('beforeprint', all);
    return () => removeEventListener('beforeprint', all);
  }, [whole]);

  useEffect(() => {
    if (whole || createWindowing) return;
    let live = true;
    import('../lib/windowing/windowing.ts').then(
      (loaded) => live && setCreateWindowing(() => loaded.createWindowing),
      () => live && setNoLib(true),
    );
    return () => {
      live = false;
    };
  }, [whole, createWindowing]);

  /** The list's top in the document, measured when it can have moved (see the effect below). */
  const [scrollMargin, setScrollMargin] = useState(0);
  const margin = useRef(0);

  // The rows rendered before the virtualiser came (the first screen, or every row of a whole list that
  // grew past the limit) stay in the DOM where they are for its first render, so they are measured
  // before any is dropped and the page does not move.
  const wholeRows = useRef(0);
  const before = Math.min(keys.length, wholeRows.current || Math.ceil(window.innerHeight / estimateSize) + 1);
  const [seed, setSeed] = useState(0);

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
  const isAnchoredBelow = useCallback(() => listRef.current !== null && anchoredBelow(listRef.current), []);
  const settings: WindowingSettings = {
    count: keys.length,
    getItemKey,
    estimateSize,
    overscan,
    withExtraRows: addExtraRows,
    scrollMargin,
    seeding: seed > 0,
    anchoredBelow: isAnchoredBelow,
  };

  // The virtualiser, while the list is windowed (a new one each time it becomes windowed). It reports
  // every change (onChange below); the list renders again only for those that change what it shows.
  const [, setTurn] = useState(0);
  const onChange = useRef<(v: RowVirtualizer, sync: boolean) => void>(() => {});
  /** When the list (its virtualiser, or keepFirstRow) last scrolled the page, since the last scroll event. */
  const ownScroll = useRef<{ t: number } | null>(null);
  const scrolledTo = useCallback(() => {
    ownScroll.current = { t: performance.now() };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings of its first render; set anew in every render below
  const windowing = useMemo<Windowing | null>(
    () =>
      createWindowing && !whole
        ? createWindowing(settings, (v, sync) => onChange.current(v, sync), scrolledTo)
        : null,
    [createWindowing, whole, scrolledTo],
  );
  windowing?.set(settings);
  const virtualizer = windowing?.virtualizer ?? null;
  const windowed = virtualizer !== null;

  const [seen, setSeen] = useState<Windowing | null>(null);
  if (seen !== windowing) {
    setSeen(windowing);
    setSeed(windowing ? before : 0);
  }

  const view = virtualizer ? viewOf(virtualizer, keys.length, scrollMargin) : null;
  // The same array while the rows are the same (a new extractor recomputes them), so the deferred pass
  // below runs only when they change.
  const lastAll = useRef<readonly number[]>(NO_ROWS);
  const all = view && !sameNumbers(view.all, lastAll.current) ? view.all : lastAll.current;
  lastAll.current = view ? all : NO_ROWS;
  const visible = view?.visible ?? '';
  const near = useMemo(() => {
    const [from = 0, to = -1] = visible ? visible.split('-').map(Number) : [];
    return rowsUpTo(to + 1).slice(from);
  }, [visible]);
  // The rows ahead (the overscan) render in a transition after the rows on screen (see the layout effect
  // below), which React splits across frames: a card with its QR codes is costly on a slow phone. Unless
  // this render draws rows coming on screen anyway (a jump, a long scroll, rows appended on screen): then
  // the rows ahead come in the same commit rather than in one more.
  const [ahead, setAhead] = useState<readonly number[]>(NO_ROWS);
  if (windowed && ahead !== all && !near.every((i) => ahead.includes(i) || extraRows.includes(i)))
    setAhead(all);
  const wanted = useMemo(() => {
    if (whole) return rowsUpTo(Math.min(keys.length, shown));
    if (!windowed) return rowsUpTo(before);
    return withExtraRows(near, [...extraRows, ...ahead.filter((i) => all.includes(i))], keys.length);
  }, [whole, windowed, keys.length, shown, before, near, extraRows, ahead, all]);
  // When the rows change (a page of them appended, a sync landing), the page may move before the
  // virtualiser hears of it: the browser's scroll anchoring keeps what is below the list in place. So
  // this render keeps only the rows already rendered, and the list renders the rows the viewport then
  // needs right after, before the frame is painted (the layout effect below); rows it would render at
  // the old place would be built, their QR codes drawn and measured, only to be dropped.
  const committedKeys = useRef<readonly string[]>(NO_KEYS);
  const shownKeys = useRef<ReadonlySet<string>>(new Set());
  const holding = windowed && committedKeys.current !== keys;
  const rendered = useMemo(
    () => (holding ? wanted.filter((i) => shownKeys.current.has(keys[i] ?? '')) : wanted),
    [holding, wanted, keys],
  );

  const topOf = (index: number): number => (view ? view.topOf(index) : index * estimateSize);
  const sizeOf = (index: number): number => view?.sizeOf(index) ?? estimateSize;
  const slots = slotsOf(keys.length, topOf, rendered);

  /** While true (a fling), rows not yet rendered for real render their placeholder. */
  const [flinging, setFlinging] = useState(false);
  /** Keys of the rows whose real content is in the DOM (they stay real while rendered). */
  const real = useRef(new Set<string>());
  const rows = useRef(new Map<string, HTMLElement>());

  /** What the last commit showed; a change heard while a commit measured its rows is looked at after. */
  const committed = useRef<Shown | null>(null);
  const measuring = useRef(false);
  const heardWhileMeasuring = useRef(false);
  onChange.current = (v, sync) => {
    if (measuring.current) {
      heardWhileMeasuring.current = true;
      return;
    }
    const was = committed.current;
    if (was && showsAlready(v, was)) return;
    // A scroll brings rows on screen: rendered before the frame is painted (no blank spacer shows).
    if (sync) flushSync(() => setTurn((n) => n + 1));
    else setTurn((n) => n + 1);
  };

  // Rows added or removed above the viewport (a sync landing while the page is scrolled far down) would
  // move what is on screen: the virtualiser corrects only for rows changing height. The first row on
  // screen is put back where it was, by its key.
  const firstRow = useRef<{ keys: readonly string[]; key: string; top: number } | null>(null);
  const keepFirstRow = () => {
    if (!virtualizer) {
      firstRow.current = null;
      return;
    }
    virtualizer.getVirtualIndexes(); // the measurements of this render's items
    const topOf = (key: string) => virtualizer.measurementsCache[indexOf.get(key) ?? -1]?.start;
    const was = firstRow.current;
    const now = was && was.keys !== keys ? topOf(was.key) : undefined;
    if (
      was &&
      now !== undefined &&
      Math.abs(now - was.top) >= 1 &&
      window.scrollY > scrollMargin &&
      !isAnchoredBelow()
    ) {
      scrolledTo();
      window.scrollTo({ top: window.scrollY + now - was.top, behavior: 'instant' });
    }
    const key = keys[virtualizer.range?.startIndex ?? -1];
    const top = key === undefined ? undefined : topOf(key);
    firstRow.current = key === undefined || top === undefined ? null : { keys, key, top };
  };

  // The virtualiser's lifecycle, as its React hook has it: mounted once, told of every commit (it
  // starts listening to the page's scroll and size on the first).
  useLayoutEffect(() => windowing?.virtualizer._didMount(), [windowing]);
  useLayoutEffect(() => {
    windowing?.virtualizer._willUpdate();
  });

  // After every render, before paint: which rows are real, what is shown, the seeding done.
  useLayoutEffect(() => {
    real.current = new Set(
      [...rows.current].filter(([, row]) => row.dataset.placeholder === undefined).map(([key]) => key),
    );
    if (whole) wholeRows.current = rendered.length;
    else if (windowed) wholeRows.current = 0;
    committed.current = virtualizer
      ? { count: keys.length, scrollMargin, visible, all, rendered, spaces: spacesOf(slots) }
      : null;
    if (windowed && seed > 0) setSeed(0);
    if (windowed && ahead !== all) startTransition(() => setAhead(all));
    keepFirstRow();
    if (committedKeys.current !== keys) windowing?.readScroll();
    if (holding) setTurn((n) => n + 1);
    committedKeys.current = keys;
    shownKeys.current = new Set(rendered.map((i) => keys[i] ?? ''));
    if (heardWhileMeasuring.current) {
      heardWhileMeasuring.current = false;
      if (virtualizer && committed.current && !showsAlready(virtualizer, committed.current))
        setTurn((n) => n + 1);
    }
  });

  // The list's top moves when something above it changes height (the page's height changes with it) or
  // the viewport is resized; measured then, not in every commit (reading it there would lay the page out
  // once more in each).
  useLayoutEffect(() => {
    if (whole) return;
    const measureMargin = () => {
      const list = listRef.current;
      if (!list) return;
      const top = list.getBoundingClientRect().top + window.scrollY;
      if (Math.abs(margin.current - top) < 1) return;
      margin.current = top;
      setScrollMargin(top);
    };
    measureMargin();
    const page = new ResizeObserver(measureMargin);
    page.observe(document.body);
    window.addEventListener('resize', measureMargin);
    return () => {
      page.disconnect();
      window.removeEventListener('resize', measureMargin);
    };
  }, [whole]);

  // The fling: measured on the document, which hears a scroll before the virtualiser (on the window)
  // renders the rows it brings, so those rows already know whether to be placeholders. The list's own
  // corrections (a row above the viewport measured at another height) are no move of the reader's: a
  // jump of a few hundred pixels at once would read as a fling, and the rows it brings as placeholders.
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
      const own = ownScroll.current;
      ownScroll.current = null;
      // Not where it was written, when the page was too short for it (the browser stops at its end).
      if (own && moved.t - own.t < OWN_SCROLL_MS) {
        last = moved;
        return;
      }
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
    return () => {
      document.removeEventListener('scroll', update);
      window.clearTimeout(calm);
    };
  }, []);

  const registerRow = useCallback((row: HTMLDivElement | null) => {
    if (!row) return;
    const key = row.dataset.key ?? '';
    rows.current.set(key, row);
    return () => {
      if (rows.current.get(key) === row) rows.current.delete(key);
    };
  }, []);
  // Measured as it mounts (in the commit, before paint); what the virtualiser reports meanwhile is looked
  // at once the commit is done (the layout effect above), against what it shows.
  const registerMeasuredRow = useCallback(
    (row: HTMLDivElement | null) => {
      const forget = registerRow(row);
      measuring.current = true;
      try {
        virtualizer?.measureElement(row);
      } finally {
        measuring.current = false;
      }
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
      aria-busy={busy}
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
