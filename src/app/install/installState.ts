// Whether to offer installing the cabinet, and how this system installs (docs/decisions-header.md,
// "Installing"). Loaded after the first screen with the offer (InstallSlot.tsx).
import { useSyncExternalStore } from 'react';
import { dropPrompt, keptPrompt, onPrompt } from './installPrompt.ts';

/** How this system installs: the browser's own prompt (Android, desktop), or Safari's Share sheet. */
export type InstallWay = 'prompt' | 'apple';

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** Where the device remembers the customer's answer ('installed' or 'dismissed') and a first visit. */
const ANSWER_KEY = 'cabinet.install';
const VISITED_KEY = 'cabinet.visited';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered: asked again on the next visit.
  }
};

/** An iPhone's or iPad's Safari: no prompt, installed through Share → Add to Home Screen. */
export const installsThroughShare = (ua: string, touchPoints: number): boolean =>
  (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1)) &&
  /Safari\//.test(ua) &&
  !/CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA\//.test(ua);

/** Opened from the home screen or as an installed app (no browser address bar). */
const runsInstalled = (): boolean =>
  ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].some(
    (mode) => window.matchMedia(`(display-mode: ${mode})`).matches,
  ) || (navigator as Navigator & { standalone?: boolean }).standalone === true;

// The offer waits for a second visit (a first one is for the tickets, not for a question); this one
// counts as a visit from now on. Loaded by signed-in visits only, after their first screen.
const visitedBefore = read(VISITED_KEY) !== null;
write(VISITED_KEY, '1');

const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};
onPrompt(changed);
window.addEventListener('appinstalled', () => {
  write(ANSWER_KEY, 'installed');
  dropPrompt();
  changed();
});

const currentWay = (): InstallWay | null => {
  if (!visitedBefore || read(ANSWER_KEY) !== null || runsInstalled()) return null;
  if (keptPrompt()) return 'prompt';
  return installsThroughShare(navigator.userAgent, navigator.maxTouchPoints) ? 'apple' : null;
};

/** How to offer installing here, or null: not yet, not here, installed, or declined. */
export const useInstallWay = (): InstallWay | null =>
  useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, currentWay);

/** The customer said "not now": never offered again on this device. */
export const declineInstall = (): void => {
  write(ANSWER_KEY, 'dismissed');
  dropPrompt();
  changed();
};

/** Shows the browser's install dialog; its answer is remembered either way. */
export const promptInstall = async (): Promise<void> => {
  const event = keptPrompt() as InstallPromptEvent | null;
  if (!event) return;
  dropPrompt();
  await event.prompt();
  const { outcome } = await event.userChoice;
  write(ANSWER_KEY, outcome === 'accepted' ? 'installed' : 'dismissed');
  changed();
};
