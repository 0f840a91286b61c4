// Points rules (spec §9): one point is worth 10 minor units (kopecks, or tetri on the Georgian brand).
export const POINT_VALUE_MINOR = 10;
/** Points last this many months (spec §9). */
export const POINTS_LIFETIME_MONTHS = 6;
/** Operations per history page (spec §7 transactions, §9 skeleton rows). */
export const HISTORY_PAGE_SIZE = 20;
/** The one history message that is a code the client translates (spec §2). */
export const TRANSFER_USER = 'transfer_user';

/** What `points` are worth, in minor units of the brand's currency. */
export const pointsValueMinor = (points: number): number =>
  (Number.isFinite(points) ? Math.trunc(points) : 0) * POINT_VALUE_MINOR;

/**
 * History amounts come in the platform's minor units, hundredths of a point (spec §3), and are shown
 * in points: `12500` → `125`. Fractions are kept (rounded to hundredths) so nothing is hidden.
 */
export const pointsFromMinor = (minor: number): number =>
  Number.isFinite(minor) ? Math.round(minor) / 100 : 0;

/** A history message the client names itself, or null to show the server's text as it is. */
export const messageLabelKey = (message: string): 'transferUser' | null =>
  message.trim() === TRANSFER_USER ? 'transferUser' : null;

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

/**
 * Whole points that `minor` units of money buy (a refund to the balance): the inverse of
 * pointsValueMinor. Not pointsFromMinor, which reads the history's hundredths of a point.
 */
export const minorToPoints = (minor: number): number =>
  Number.isFinite(minor) ? Math.floor(minor / POINT_VALUE_MINOR) : 0;
