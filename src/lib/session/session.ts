// The signed-in state comes from the `token` cookie (spec §4). Signing out removes the auth cookies
// and runs every registered wipe (query cache, persisted cache, offline store, media cache) before
// leaving the page. Saving a new session wipes what the device holds first: it may be another
// customer's (lib/offline/owner.ts does the same at start).
import { AUTH_COOKIE, getCookie, removeCookie, setCookie } from '../cookies.ts';
import { wipeDeviceStores } from '../offline/wipe.ts';

const AUTH_COOKIES = ['token', 'avatar', 'username'] as const;

export const getToken = (): string | null => getCookie('token') || null;
export const isSignedIn = (): boolean => getToken() !== null;

export type SessionUser = { token: string; username: string; avatar: string };

/**
 * Saves the session a sign-in started (here, or on the main site's `login`). A session other than the
 * current one may belong to another customer: the device's customer data goes first, so nothing of the
 * previous customer is there when the page reloads. The caller reloads after this resolves.
 */
export const saveSession = async (user: SessionUser): Promise<void> => {
  if (getToken() !== user.token) {
    await wipeDeviceStores().catch((e: unknown) => console.error('wiping the device failed', e));
  }
  setCookie('token', user.token, AUTH_COOKIE);
  setCookie('avatar', user.avatar, AUTH_COOKIE);
  setCookie('username', user.username, AUTH_COOKIE);
};

type Wipe = () => void | Promise<void>;
const wipes = new Set<Wipe>();

/** Features holding customer data register how to forget it. */
export const onSignOut = (wipe: Wipe): (() => void) => {
  wipes.add(wipe);
  return () => wipes.delete(wipe);
};

/** Forgets the customer on this device. Every wipe runs even if another fails. */
export const wipeCustomerData = async (): Promise<void> => {
  for (const name of AUTH_COOKIES) removeCookie(name, { secure: true, sameSite: 'None' });
  const results = await Promise.allSettled([...wipes].map(async (wipe) => wipe()));
  for (const r of results) if (r.status === 'rejected') console.error('wipe failed', r.reason);
};

let leaving = false;

/** Sign-out and 401 handling: wipe, then reload (or go to the brand's home, for the Georgian brand). */
export const signOut = async (next: { goTo?: string } = {}): Promise<void> => {
  if (leaving) return;
  leaving = true;
  await wipeCustomerData();
  if (next.goTo) window.location.assign(next.goTo);
  else window.location.reload();
};
