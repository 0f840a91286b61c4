import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_STORE_NAME, KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { keepWhole } from '../offline/store.ts';
import { signInAs } from '../offline/testing.ts';
import { getToken, isSignedIn, onSignOut, saveSession, wipeCustomerData } from './session.ts';

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim())
    .filter(Boolean);

describe('session', () => {
  afterEach(async () => {
    await wipeCustomerData();
  });

  it('is signed in exactly when the token cookie exists', async () => {
    expect(isSignedIn()).toBe(false);
    await saveSession({ token: 'tok', username: 'Анна Иванова', avatar: '/a.svg' });
    expect(isSignedIn()).toBe(true);
    expect(getToken()).toBe('tok');
  });

  it('runs every wipe and removes the auth cookies, even when a wipe fails', async () => {
    await saveSession({ token: 'tok', username: 'Anna', avatar: '/a.svg' });
    const first = vi.fn();
    const failing = vi.fn(async () => {
      throw new Error('IndexedDB blocked');
    });
    const last = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offs = [onSignOut(first), onSignOut(failing), onSignOut(last)];
    await wipeCustomerData();
    expect(first).toHaveBeenCalledOnce();
    expect(failing).toHaveBeenCalledOnce();
    expect(last).toHaveBeenCalledOnce();
    expect(errors).toHaveBeenCalled();
    expect(cookieNames()).not.toContain('token');
    expect(cookieNames()).not.toContain('username');
    expect(isSignedIn()).toBe(false);
    for (const off of offs) off();
  });

  it('saving another session wipes what the device holds first, without the sign-out effects', async () => {
    await signInAs(1, 'anna-session');
    await keepWhole(KEPT_KEYS.gateStart, { orderId: 1001 });
    const signOutEffect = vi.fn();
    const off = onSignOut(signOutEffect);
    // The same session saved again (the main site repeating its login) keeps the data.
    await saveSession({ token: 'anna-session', username: 'Анна Иванова', avatar: '/a.svg' });
    expect((await indexedDB.databases()).map((d) => d.name)).toContain(DEVICE_STORE_NAME);
    await saveSession({ token: 'nino-session', username: 'Анна Иванова', avatar: '/n.svg' });
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DEVICE_STORE_NAME);
    expect(getToken()).toBe('nino-session');
    // Telling the main site "logout" right after it signed someone in would undo its sign-in.
    expect(signOutEffect).not.toHaveBeenCalled();
    off();
  });
});
