// Code of this build that fails to load while the device is online usually means a new version was
// deployed: hashed file names change with every build, and the old ones are gone from the server. The
// page then takes the new version, once: a reload under the old service worker would get the old shell
// again, and the same failure, for ever. Offline, the page waits for the network as before.

/** Where `lookForNewVersion` found the way out. */
export type NewVersion =
  /** A newer service worker is installed and waiting: activate it, then reload. */
  | 'waiting'
  /** No worker controls the page: a reload asks the server for its current shell. */
  | 'uncontrolled'
  /** The worker has nothing newer: not a release (the server or the connection failed). */
  | 'none';

export type MissingCodeStep = 'wait-for-network' | 'take-new-version' | 'reload' | 'report';

type Situation = {
  online: boolean;
  /** This build already reloaded the page once for missing code (in this tab). */
  reloadedBefore: boolean;
  lookForNewVersion: () => Promise<NewVersion>;
};

/** What the page does when code of this build did not load; the server is asked only when it helps. */
export const stepForMissingCode = async ({
  online,
  reloadedBefore,
  lookForNewVersion,
}: Situation): Promise<MissingCodeStep> => {
  if (!online) return 'wait-for-network';
  if (reloadedBefore) return 'report';
  const found = await lookForNewVersion();
  if (found === 'waiting') return 'take-new-version';
  if (found === 'uncontrolled') return 'reload';
  return 'report';
};

// The installing worker downloads the whole new precache (~1 MB); past this it counts as not found.
const INSTALL_WAIT_MS = 120_000;

const installed = (worker: ServiceWorker): Promise<boolean> =>
  new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installed' || worker.state === 'activating' || worker.state === 'activated') {
        done(true);
      } else if (worker.state === 'redundant') done(false);
    };
    const timer = setTimeout(() => done(false), INSTALL_WAIT_MS);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      worker.removeEventListener('statechange', settle);
      resolve(ok);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });

/** Asks the server (through the service worker's update check) whether a newer version exists. */
export const lookForNewVersion = async (): Promise<NewVersion> => {
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const registration = await workers?.getRegistration().catch(() => undefined);
  if (!workers?.controller || !registration) return 'uncontrolled';
  if (registration.waiting) return 'waiting';
  try {
    await registration.update();
  } catch {
    return 'none';
  }
  const next = registration.installing ?? registration.waiting;
  return next && (await installed(next)) ? 'waiting' : 'none';
};

/**
 * Activates the waiting version and reloads the page once it controls it. With none waiting (another tab
 * took it meanwhile) the newest version is already active: a reload gets it.
 */
export const activateWaitingVersion = async (): Promise<void> => {
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  // The message sw/updates.ts waits for.
  waiting.postMessage({ type: 'SKIP_WAITING' });
};

const RELOADED_KEY = 'cabinet.reloaded-for-code';

/** Whether this build already reloaded the page for missing code in this tab (or cannot tell). */
export const reloadedBefore = (): boolean => {
  try {
    return sessionStorage.getItem(RELOADED_KEY) === __BUILD_ID__;
  } catch {
    // Without a place to remember it, a reload could repeat: count it as done.
    return true;
  }
};

/** Takes the way out `step` names, remembering it so this build does it at most once in this tab. */
export const leaveForNewVersion = (step: 'take-new-version' | 'reload'): void => {
  try {
    sessionStorage.setItem(RELOADED_KEY, __BUILD_ID__);
  } catch {
    return;
  }
  if (step === 'reload') window.location.reload();
  else void activateWaitingVersion();
};
