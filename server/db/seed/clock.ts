// Seed times, relative to the moment of seeding so that future events stay in the future.
export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86_400;

export type Clock = {
  /** The seeding moment, unix seconds. */
  now: number;
  /** Exactly `days` (and hours, minutes) from now; negative for the past. */
  rel: (days: number, hours?: number, minutes?: number) => number;
  /**
   * A wall-clock time on the local calendar day `days` from today (UTC+`offsetHours`), so an event
   * "+10 d" starts at, say, 19:00 in Minsk: between 9 and 11 days away, never at 03:17.
   */
  at: (days: number, hh: number, mm?: number, offsetHours?: number) => number;
};

export const makeClock = (nowMs: number): Clock => {
  const now = Math.floor(nowMs / 1000);
  return {
    now,
    rel: (days, hours = 0, minutes = 0) => now + days * DAY + hours * HOUR + minutes * MINUTE,
    at: (days, hh, mm = 0, offsetHours = 3) => {
      const offset = offsetHours * HOUR;
      const localMidnight = now + offset - ((((now + offset) % DAY) + DAY) % DAY);
      return localMidnight + days * DAY + hh * HOUR + mm * MINUTE - offset;
    },
  };
};
