// Registers the service worker (production builds only) and exposes "an update is waiting" to the UI.
// Registration waits for the first screen (lib/firstScreen.ts): workbox-window, sw.js and the precache
// downloads (every file of the build) would otherwise compete with the first screen's own files.
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { afterFirstScreen } from '../lib/firstScreen.ts';

let waiting: Workbox | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterFirstScreen()
    .then(() => import('workbox-window'))
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      // A new build installed while this page is open: offer it, never switch on our own.
      wb.addEventListener('waiting', () => {
        waiting = wb;
        emit();
      });
      return wb.register();
    })
    .catch((e: unknown) => console.warn('service worker registration failed', e));
};

/** Called from the update prompt: activate the waiting version, then reload once it controls the page. */
export const applyUpdate = (): void => {
  const wb = waiting;
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useUpdateWaiting = (): boolean => useSyncExternalStore(subscribe, () => waiting !== null);
