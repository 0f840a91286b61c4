import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('is signed in exactly when the token cookie exists', () => {
    expect(isSignedIn()).toBe(false);
    saveSession({ token: 'tok', username: 'Анна Иванова', avatar: '/a.svg' });
    expect(isSignedIn()).toBe(true);
    expect(getToken()).toBe('tok');
  });

  it('runs every wipe and removes the auth cookies, even when a wipe fails', async () => {
    saveSession({ token: 'tok', username: 'Anna', avatar: '/a.svg' });
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
});
