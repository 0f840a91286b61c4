// The browser's install prompt (Chromium: Android, desktop) comes once, early in a visit, and is kept for
// the cabinet's own quiet offer (InstallOffer.tsx, which loads after the first screen). This is all of it
// that loads with the frame.

let deferred: Event | null = null;
const waiting = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    // The browser's own install bar gives way to the cabinet's offer.
    e.preventDefault();
    deferred = e;
    for (const then of waiting) then();
  });
}

/** The prompt the browser offered in this visit, if any. */
export const keptPrompt = (): Event | null => deferred;

/** Calls `then` when the browser offers its prompt; returns a stop function. */
export const onPrompt = (then: () => void): (() => void) => {
  waiting.add(then);
  return () => waiting.delete(then);
};

/** Forgets the prompt (it can be shown once). */
export const dropPrompt = (): void => {
  deferred = null;
};
