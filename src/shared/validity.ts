// When something with an end time stops being valid (spec §4 subscription item: "expired if its end
// time has passed"). One rule for the orders' subscription items and the subscriptions screen, which
// used to disagree about the very second of the end; the reference server uses the same boundary.

/**
 * True once `endS` (unix seconds) is reached: validity runs up to its end, exclusive, so at the end
 * second itself the item is already expired.
 */
export const hasEnded = (endS: number, nowS: number): boolean => endS <= nowS;
