// Registers the service worker (production builds only) and exposes "an update is waiting" to the UI.
// Registration waits for the first screen (lib/firstScreen.ts): workbox-window, sw.js and the precache
// downloads (every file of the build) would otherwise compete with the first screen's own files.
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { afterFirstScreen } from '../lib/firstScreen.ts';
import { activateWaitingVersion } from './newVersion.ts';

/** How often an open app asks the server for a new version (besides on coming back to the foreground). */
const UPDATE_CHECK_MS = 60 * 60_000;

let waiting: Workbox | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

const SW_URL = '/sw.js';

/**
 * An app left open learns of a new version: the worker's update check on a timer and whenever the page
 * comes back into view, skipped offline, while hidden or while a version is installing, and only once the
 * server answers for the worker's script (vite-plugin-pwa's "periodic service worker updates": an update
 * check against a server that is down fails). A version found waits for the update prompt like any other.
 */
const checkForUpdates = (registration: ServiceWorkerRegistration): void => {
  const check = async () => {
    if (!navigator.onLine || registration.installing || document.visibilityState === 'hidden') return;
    const answer = await fetch(SW_URL, { method: 'HEAD', cache: 'no-store' });
    if (answer.ok) await registration.update();
  };
  const checkQuietly = () => void check().catch(() => undefined);
  setInterval(checkQuietly, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', checkQuietly);
};

export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterFirstScreen()
    .then(() => import('workbox-window'))
    .then(async ({ Workbox }) => {
      const wb = new Workbox(SW_URL, { scope: '/' });
      // A new build installed while this page is open: offer it, never switch on our own.
      wb.addEventListener('waiting', () => {
        waiting = wb;
        emit();
      });
      const registration = await wb.register();
      if (registration) checkForUpdates(registration);
    })
    .catch((e: unknown) => console.warn('service worker registration failed', e));
};

/** Called from the update prompt: activate the waiting version, then reload once it controls the page. */
export const applyUpdate = (): void => {
  if (waiting) void activateWaitingVersion();
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useUpdateWaiting = (): boolean => useSyncExternalStore(subscribe, () => waiting !== null);
