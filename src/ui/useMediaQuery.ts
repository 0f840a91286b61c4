import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when it changes (e.g. table on desktop, list on phones,
 * the compact header on phones). Without a window (a render outside the browser) it does not match.
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
