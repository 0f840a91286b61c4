// The signed-in state comes from the `token` cookie (spec §4). Signing out removes the auth cookies
// and runs every registered wipe (query cache, persisted cache, device store, media cache) before
// leaving the page. Saving a new session wipes what the device holds first: it may be another
// customer's (lib/offline/owner.ts does the same at start).
import { AUTH_COOKIE, getCookie, removeCookie, setCookie } from '../cookies.ts';
import { reloadPage } from '../dialogHistory.ts';
import { wipeDeviceStores } from '../offline/wipe.ts';
import { onOtherTabs, tellOtherTabs } from '../otherTabs.ts';

const AUTH_COOKIES = ['token', 'avatar', 'username'] as const;

export const getToken = (): string | null => getCookie('token') || null;
export const isSignedIn = (): boolean => getToken() !== null;

/** This page is ending or replacing the session itself (and reloads when done): its watcher keeps still. */
let changingHere = false;

export type SessionUser = { token: string; username: string; avatar: string };

/**
 * Saves the session a sign-in started (here, or on the main site's `login`). A session other than the
 * current one may belong to another customer: the device's customer data goes first, so nothing of the
 * previous customer is there when the page reloads. The caller reloads after this resolves.
 */
export const saveSession = async (user: SessionUser): Promise<void> => {
  changingHere = true;
  if (getToken() !== user.token) {
    await wipeDeviceStores().catch((e: unknown) => console.error('wiping the device failed', e));
  }
  setCookie('token', user.token, AUTH_COOKIE);
  setCookie('avatar', user.avatar, AUTH_COOKIE);
  setCookie('username', user.username, AUTH_COOKIE);
  tellOtherTabs('session');
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
  changingHere = true;
  for (const name of AUTH_COOKIES) removeCookie(name, { secure: true, sameSite: 'None' });
  // The other tabs drop what they show now, not after the wipes.
  tellOtherTabs('session');
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
  else reloadPage();
};

type CookieChanges = {
  addEventListener: (type: 'change', listener: () => void) => void;
  removeEventListener: (type: 'change', listener: () => void) => void;
};
const cookieChanges = (): CookieChanges | null =>
  (window as Window & { cookieStore?: CookieChanges }).cookieStore ?? null;

/**
 * Calls `onChanged` once when the cookie's session is no longer the one this page started with: signed
 * out or signed in as someone else in another tab, a 401 there or in the service worker, or a cookie
 * changed by the main site. Heard from the other tabs at once, from the browser's cookie events where it
 * has them, and checked again whenever the page comes back into view. Returns how to stop.
 */
export const watchSession = (onChanged: () => void): (() => void) => {
  const startedWith = getToken();
  const check = () => {
    if (changingHere || getToken() === startedWith) return;
    stop();
    onChanged();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const offTabs = onOtherTabs('session', check);
  document.addEventListener('visibilitychange', onVisible);
  cookieChanges()?.addEventListener('change', check);
  const stop = () => {
    offTabs();
    document.removeEventListener('visibilitychange', onVisible);
    cookieChanges()?.removeEventListener('change', check);
  };
  return stop;
};
