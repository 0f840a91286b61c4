// Paged lists (spec §4, §7): the `page` search parameter of the balance and promotions routes, and the
// load-more paging of the points history.
/** The `page` query parameter: a whole number from 1; anything else is page 1. */
export const parsePage = (raw: unknown): number => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

// Load-more paging (spec §4): load-more increments the page; a failed load goes back by one.
export type Paging = { page: number; lastPage: number | null };

export const loadMore = (s: Paging): Paging => (canLoadMore(s) ? { ...s, page: s.page + 1 } : s);

export const loadFailed = (s: Paging): Paging => ({ ...s, page: Math.max(1, s.page - 1) });

/** The button is enabled only while a later page exists (spec §2: disabled on the last page). */
export const canLoadMore = (s: Paging): boolean => s.lastPage !== null && s.page < s.lastPage;
