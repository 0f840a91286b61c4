// The server's clock as this device sees it. A phone's clock may be off by minutes or days (set by hand,
// a flat battery), while a deadline such as an order's time to pay is kept by the server: it is counted
// on the server's time. Every fresh API answer's `Date` header (lib/http/api.ts) corrects the difference;
// until the first one arrives it is 0, i.e. the device's own clock.

/** One answer: its `Date` header and when this device sent the request and got the answer (ms). */
export type DateSample = { date: string | null; sentAtMs: number; receivedAtMs: number };

/**
 * The server-minus-device difference (ms) after `sample`. The header gives whole seconds, so the
 * server answered within [date, date + 1 s), while this device was between sending and receiving: the
 * sample allows every difference in that range. A current difference inside it is kept (no jitter of a
 * second on each answer); one outside moves to the range's middle. An unreadable header changes nothing.
 */
export const nextOffset = (currentMs: number, { date, sentAtMs, receivedAtMs }: DateSample): number => {
  const serverMs = date ? Date.parse(date) : Number.NaN;
  if (!Number.isFinite(serverMs) || receivedAtMs < sentAtMs) return currentMs;
  const lowest = serverMs - receivedAtMs;
  const highest = serverMs + 1000 - sentAtMs;
  if (currentMs >= lowest && currentMs <= highest) return currentMs;
  return Math.round((lowest + highest) / 2);
};

let offsetMs = 0;

/** Takes one fresh answer's `Date` header into account. */
export const noteServerDate = (sample: DateSample): void => {
  offsetMs = nextOffset(offsetMs, sample);
};

/** The server-minus-device difference known so far, in ms. */
export const serverOffsetMs = (): number => offsetMs;

/** Now on the server's clock, in ms since the epoch. */
export const serverNow = (): number => Date.now() + offsetMs;
