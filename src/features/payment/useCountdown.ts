import { useEffect, useState } from 'react';
import { serverOffsetMs } from '../../lib/serverClock.ts';
import { secondsLeft } from './rules.ts';

/** Seconds left until `expiresAt` (unix seconds) on the server's clock, re-rendered every second (spec §9). */
export const useCountdown = (expiresAt: number | null): number | null => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt == null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return secondsLeft(expiresAt, now, serverOffsetMs());
};

/** Whether the order's time to pay is over on the server's clock, judged once, when a page opens. */
export const useExpiredOnArrival = (expiresAt: number | null): boolean =>
  useState(() => secondsLeft(expiresAt, Date.now(), serverOffsetMs()) === 0)[0];
