import { useEffect, useState } from 'react';
import { secondsLeft } from './rules.ts';

/** Seconds left until `expiresAt` (unix seconds), re-rendered every second (spec §9). */
export const useCountdown = (expiresAt: number | null): number | null => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt == null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return secondsLeft(expiresAt, now);
};
