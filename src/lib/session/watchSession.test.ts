import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from '../cookies.ts';

// A fresh session module per test: one that saved or ended a session itself keeps its watcher still.
const fresh = async () => {
  vi.resetModules();
  return import('./session.ts');
};

const setToken = (value: string | null) => {
  if (value === null) removeCookie('token');
  else setCookie('token', value);
};

/** What another tab's `tellOtherTabs('session')` sends. */
const anotherTabSays = (news: string) => {
  const channel = new BroadcastChannel('cabinet-tabs');
  channel.postMessage(news);
  channel.close();
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('watchSession', () => {
  afterEach(() => setToken(null));

  it.each([
    ['signed out there', 'anna', null, true],
    ['signed in as someone else there', 'anna', 'nino', true],
    ['signed in there, this page was signed out', null, 'anna', true],
    ['the same session (a tab of the same customer started)', 'anna', 'anna', false],
  ])('another tab says the session changed, %s → %s', async (_, startedWith, now, expected) => {
    setToken(startedWith);
    const { watchSession } = await fresh();
    const changed = vi.fn();
    const stop = watchSession(changed);
    setToken(now);
    anotherTabSays('session');
    await settled();
    expect(changed).toHaveBeenCalledTimes(expected ? 1 : 0);
    stop();
  });

  it('notices a changed cookie when the page comes back into view, once', async () => {
    setToken('anna');
    const { watchSession } = await fresh();
    const changed = vi.fn();
    watchSession(changed);
    setToken(null);
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    anotherTabSays('session');
    await settled();
    expect(changed).toHaveBeenCalledOnce();
  });

  it('keeps still while this page ends the session itself (it reloads when done)', async () => {
    setToken('anna');
    const { watchSession, wipeCustomerData } = await fresh();
    const changed = vi.fn();
    const stop = watchSession(changed);
    await wipeCustomerData();
    document.dispatchEvent(new Event('visibilitychange'));
    await settled();
    expect(changed).not.toHaveBeenCalled();
    stop();
  });

  it('ignores the other news of the channel', async () => {
    setToken('anna');
    const { watchSession } = await fresh();
    const changed = vi.fn();
    const stop = watchSession(changed);
    setToken('nino');
    anotherTabSays('offline-set');
    await settled();
    expect(changed).not.toHaveBeenCalled();
    stop();
  });
});
