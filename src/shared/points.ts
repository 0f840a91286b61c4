// Points rules (spec §9): one point is worth 10 minor units (kopecks, or tetri on the Georgian brand).
// Shared by the balance, the payment page (paying with points) and the orders' return dialog (a refund
// to the balance).
export const POINT_VALUE_MINOR = 10;

/** What `points` are worth, in minor units of the brand's currency. */
export const pointsValueMinor = (points: number): number =>
  (Number.isFinite(points) ? Math.trunc(points) : 0) * POINT_VALUE_MINOR;

/**
 * Whole points that `minor` units of money buy (a refund to the balance): the inverse of
 * pointsValueMinor. Not pointsFromMinor, which reads the history's hundredths of a point.
 */
export const minorToPoints = (minor: number): number =>
  Number.isFinite(minor) ? Math.floor(minor / POINT_VALUE_MINOR) : 0;
