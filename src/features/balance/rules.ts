// The balance screen's rules (spec §7, §9); what a point is worth is in src/shared/points.ts.
/** Points last this many months (spec §9). */
export const POINTS_LIFETIME_MONTHS = 6;
/** Operations per history page (spec §7 transactions, §9 skeleton rows). */
export const HISTORY_PAGE_SIZE = 20;
/** The one history message that is a code the client translates (spec §2). */
const TRANSFER_USER = 'transfer_user';

/**
 * History amounts come in the platform's minor units, hundredths of a point (spec §3), and are shown
 * in points: `12500` → `125`. Fractions are kept (rounded to hundredths) so nothing is hidden.
 */
export const pointsFromMinor = (minor: number): number =>
  Number.isFinite(minor) ? Math.round(minor) / 100 : 0;

/** A history message the client names itself, or null to show the server's text as it is. */
export const messageLabelKey = (message: string): 'transferUser' | null =>
  message.trim() === TRANSFER_USER ? 'transferUser' : null;
