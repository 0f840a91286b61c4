// The windowed list in happy-dom, which lays nothing out: every row is given a height of 100 px and the
// list sits at the document's top, so the rows near the viewport are known.
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { WindowedList } from './WindowedList.tsx';

const ROW_PX = 100;
const items = Array.from({ length: 1000 }, (_, i) => ({ id: i }));
const renderItem = (item: { id: number }) => <button type="button">Row {item.id}</button>;
const itemKey = (item: { id: number }) => item.id;

beforeEach(() => {
  window.scrollTo(0, 0);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const height = this.classList.contains('windowed-list__row') ? ROW_PX : 0;
    return DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 400, height });
  });
});
afterEach(cleanup);

const list = (container: HTMLElement) => ({
  rows: [...container.querySelectorAll<HTMLElement>('.windowed-list__row')].map((r) =>
    Number(r.dataset.index),
  ),
  spaces: [...container.querySelectorAll<HTMLElement>('.windowed-list__space')].map((s) => s.style.height),
});

const scrollTo = async (y: number) => {
  await act(async () => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 200));
  });
};

it('renders only the rows near the viewport, with spacers as tall as the rows left out', async () => {
  const { container } = render(
    <WindowedList items={items} itemKey={itemKey} renderItem={renderItem} estimateSize={ROW_PX} />,
  );
  await scrollTo(0);
  const { rows, spaces } = list(container);
  const rowsOnScreen = Math.ceil(window.innerHeight / ROW_PX);
  expect(rows[0]).toBe(0);
  expect(rows.length).toBeGreaterThanOrEqual(rowsOnScreen);
  expect(rows.length).toBeLessThanOrEqual(rowsOnScreen + 3);
  expect(spaces).toEqual([`${(items.length - rows.length) * ROW_PX}px`]);
  expect(container.firstElementChild?.getAttribute('data-count')).toBe('1000');
});

it('far down the list: the rows there, spacers above and below adding up to the whole list', async () => {
  const { container } = render(
    <WindowedList items={items} itemKey={itemKey} renderItem={renderItem} estimateSize={ROW_PX} />,
  );
  await scrollTo(50_000);
  const { rows, spaces } = list(container);
  expect(rows).toContain(500);
  expect(rows).not.toContain(0);
  const spaced = spaces.reduce((sum, h) => sum + Number.parseFloat(h), 0);
  expect(spaced + rows.length * ROW_PX).toBe(items.length * ROW_PX);
});

it('keeps the row holding focus rendered wherever the page scrolls', async () => {
  const { container, getByText } = render(
    <WindowedList items={items} itemKey={itemKey} renderItem={renderItem} estimateSize={ROW_PX} />,
  );
  await act(async () => {
    getByText('Row 1').focus();
  });
  await scrollTo(50_000);
  expect(list(container).rows).toContain(1);
  expect(document.activeElement?.textContent).toBe('Row 1');
});

/** A list of 40 rows, short enough (renderAllUpTo 50) to be rendered whole. */
const renderWhole = () =>
  render(
    <WindowedList
      items={items.slice(0, 40)}
      itemKey={itemKey}
      renderItem={renderItem}
      estimateSize={ROW_PX}
      renderAllUpTo={50}
    />,
  );

it('a list no longer than renderAllUpTo renders every row, with no spacer', async () => {
  const { container } = renderWhole();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 300));
  });
  expect(list(container)).toEqual({ rows: items.slice(0, 40).map((i) => i.id), spaces: [] });
});

it('a whole list printed renders every row at once, before the page is laid out for print', () => {
  const { container } = renderWhole();
  // The first screen's rows, the rest still to come (a frame later).
  expect(list(container).rows.length).toBeLessThan(40);
  act(() => {
    dispatchEvent(new Event('beforeprint'));
  });
  expect(list(container)).toEqual({ rows: items.slice(0, 40).map((i) => i.id), spaces: [] });
});

it('a whole list growing past the limit is windowed from where the page is', async () => {
  const props = { itemKey, renderItem, estimateSize: ROW_PX, renderAllUpTo: 50 };
  const { container, rerender } = render(<WindowedList items={items.slice(0, 40)} {...props} />);
  await scrollTo(3000);
  expect(list(container).rows).toHaveLength(40);
  rerender(<WindowedList items={items.slice(0, 60)} {...props} />);
  await scrollTo(3000);
  const { rows, spaces } = list(container);
  expect(rows).toContain(30);
  expect(rows).not.toContain(0);
  expect(rows.length).toBeLessThan(20);
  const spaced = spaces.reduce((sum, h) => sum + Number.parseFloat(h), 0);
  expect(spaced + rows.length * ROW_PX).toBe(60 * ROW_PX);
});

it('rows added above the viewport do not move the rows on screen', async () => {
  const props = { itemKey, renderItem, estimateSize: ROW_PX };
  const { getByText, rerender } = render(<WindowedList items={items} {...props} />);
  await scrollTo(50_000);
  const onScreen = getByText('Row 500');
  const added = [{ id: -2 }, { id: -1 }, ...items];
  rerender(<WindowedList items={added} {...props} />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 200));
  });
  expect(window.scrollY).toBe(50_000 + 2 * ROW_PX);
  expect(getByText('Row 500')).toBe(onScreen);
});

it('renders again only when what it shows changes: not for a scroll within the rows rendered', async () => {
  let commits = 0;
  const { container } = render(
    <Profiler id="list" onRender={() => (commits += 1)}>
      <WindowedList items={items} itemKey={itemKey} renderItem={renderItem} estimateSize={ROW_PX} />
    </Profiler>,
  );
  await scrollTo(50_000);
  const shown = list(container);
  const settled = commits;
  // The scrolling starting and (150 ms later) stopping, with the same rows near the viewport.
  await scrollTo(50_010);
  expect(list(container)).toEqual(shown);
  expect(commits).toBe(settled);
});
