// Points rules (spec §9): one point is worth 10 minor units (kopecks, or tetri on the Georgian brand).
export const POINT_VALUE_MINOR = 10;

/** What `points` are worth, in minor units of the brand's currency. */
export const pointsValueMinor = (points: number): number =>
  (Number.isFinite(points) ? Math.trunc(points) : 0) * POINT_VALUE_MINOR;
