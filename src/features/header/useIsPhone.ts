import { useSyncExternalStore } from 'react';

/** Phones get the compact header below this width (matches the frame's phone layout). */
const PHONE = '(max-width: 767px)';

export const useIsPhone = (): boolean =>
  useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(PHONE);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
