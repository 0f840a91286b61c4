// Whose data the device store may read and write now: the customer of the current session, by id.
//
// The id comes from users/me, so a new session starts with an unknown owner: nothing is read or kept
// until the profile answers (claimOwner), and the first sync asks for the profile first
// (app/keptSync.ts). At start (settleOwner, before anything is painted) the store's owner row must
// name this session (deviceOwner.ts `session`), else the device's customer data is wiped: a session the
// device did not see start may be anyone's (the cookie expired and another customer signed in, the
// main site signed someone else in, a shared cookie changed). The gate start applies the same test
// before it paints (src/start/gate/paint.ts).

import { OWNER_ROW } from '../../kernel/storeKeys.ts';
import { tellOtherTabs } from '../otherTabs.ts';
import { getToken } from '../session/session.ts';
import { openExistingStore, readDeviceOwner, sessionMark } from './deviceOwner.ts';
import { wipeDeviceStores } from './wipe.ts';
import { writesReady } from './writesReady.ts';

/** The session this page resolved (its token and mark), with its owner's id once known. */
let resolved: { token: string; mark: Promise<string>; id: number | null } | null = null;
/** The owner row's write in progress (claimOwner does not wait for it: the first sync would). */
let writing: Promise<void> = Promise.resolve();

/** The customer whose rows may be read and written now; null when signed out or not known yet. */
export const currentOwner = (): number | null => {
  const token = getToken();
  // A token changed under the running page (a shared cookie) is nobody this page knows.
  return token && resolved?.token === token ? resolved.id : null;
};

/**
 * Run at start before anything is read from the device or painted: keeps the device's data only when
 * it was kept under this very session; otherwise wipes it (signed out, or another session). Never
 * rejects: the app's first render waits for it.
 */
export const settleOwner = async (): Promise<void> => {
  const token = getToken();
  const mark = token ? sessionMark(token) : null;
  // Handled at once (the store opens meanwhile): a mark that cannot be made (no Web Crypto) proves
  // nothing, so the data counts as another session's.
  const made = mark ? mark.catch(() => null) : null;
  const db = await openExistingStore();
  let id: number | null = null;
  if (db) {
    const held = await readDeviceOwner(db);
    db.close();
    if (made && held && held.session === (await made)) id = held.id;
  }
  if (id === null) {
    // Nothing of this session's owner can be on the device: whatever is there (or in the media cache)
    // belongs to someone else, or to nobody signed in.
    await wipeDeviceStores().catch((e: unknown) => console.error('wiping the device failed', e));
    // A tab still open under the session whose data this was drops what it shows.
    if (token) tellOtherTabs('session');
  }
  resolved = token && mark ? { token, mark, id } : null;
};

/**
 * users/me answered `id` for the current session: from now on the device keeps data for it, and its
 * owner row says so for the next start (written in the background: ownerRowWritten). A session whose
 * owner was known as someone else (never for one token; defensive) wipes the device first.
 */
export const claimOwner = async (id: number): Promise<void> => {
  const token = getToken();
  const current = resolved;
  if (!token || current?.token !== token || current.id === id) return;
  if (current.id !== null) {
    resolved = { ...current, id: null };
    await wipeDeviceStores();
    if (getToken() !== token) return;
  }
  resolved = { ...current, id };
  // Dexie loads after the first screen, like every write (writesReady.ts); the first sync waits for it.
  writing = Promise.all([current.mark, writesReady()])
    .then(async ([session]) =>
      (await import('./db.ts')).deviceStore().device.put({ key: OWNER_ROW, session, id }),
    )
    .then(
      () => undefined,
      (e: unknown) => console.error('keeping the device owner failed', e),
    );
};

/** Resolves once the owner row claimOwner started is written. */
export const ownerRowWritten = (): Promise<void> => writing;

/** Passes a users/me answer through, claiming its customer as the device's owner on the way. */
export const claimedFrom = async <T extends { id: number }>(profile: T): Promise<T> => {
  await claimOwner(profile.id);
  return profile;
};
