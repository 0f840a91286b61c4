import { describe, expect, it } from 'vitest';
import { canLoadMore, loadFailed, loadMore, type Paging, parsePage } from './paging.ts';

it.each([
  ['2', 2],
  [3, 3],
  ['1', 1],
  ['0', 1],
  [-4, 1],
  ['2.5', 1],
  [2.5, 1],
  ['abc', 1],
  [undefined, 1],
  [null, 1],
])('page parameter %j is page %d', (raw, page) => expect(parsePage(raw)).toBe(page));

describe('load-more paging', () => {
  const cases: [string, Paging, Paging][] = [
    ['increments the page', { page: 1, lastPage: 3 }, { page: 2, lastPage: 3 }],
    ['stays on the last page', { page: 3, lastPage: 3 }, { page: 3, lastPage: 3 }],
    ['waits for the first answer', { page: 1, lastPage: null }, { page: 1, lastPage: null }],
  ];
  it.each(cases)('load more %s', (_, from, to) => expect(loadMore(from)).toEqual(to));

  it.each([
    [{ page: 2, lastPage: 3 }, 1],
    [{ page: 3, lastPage: 3 }, 2],
    [{ page: 1, lastPage: 3 }, 1],
    [{ page: 1, lastPage: null }, 1],
  ] satisfies [Paging, number][])('a failure on %j goes back to page %d', (from, page) =>
    expect(loadFailed(from).page).toBe(page),
  );

  it.each([
    [{ page: 1, lastPage: 3 }, true],
    [{ page: 2, lastPage: 3 }, true],
    [{ page: 3, lastPage: 3 }, false],
    [{ page: 5, lastPage: 3 }, false],
    [{ page: 1, lastPage: 1 }, false],
    [{ page: 1, lastPage: null }, false],
  ] satisfies [Paging, boolean][])('%j can load more: %s', (s, can) => expect(canLoadMore(s)).toBe(can));
});
