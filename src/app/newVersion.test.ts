import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveForNewVersion, type NewVersion, reloadedBefore, stepForMissingCode } from './newVersion.ts';

describe('stepForMissingCode', () => {
  it.each<[string, boolean, boolean, NewVersion | null, string]>([
    ['offline: wait for the network, as before', false, false, null, 'wait-for-network'],
    ['offline after a reload: still wait', false, true, null, 'wait-for-network'],
    ['online, a new version installed', true, false, 'waiting', 'take-new-version'],
    ['online, no worker serves the page', true, false, 'uncontrolled', 'reload'],
    ['online, nothing newer: not a release', true, false, 'none', 'report'],
    ['online, this build reloaded once already: never again', true, true, null, 'report'],
  ])('%s', async (_, online, reloaded, found, expected) => {
    const lookForNewVersion = vi.fn(async () => found ?? 'none');
    expect(await stepForMissingCode({ online, reloadedBefore: reloaded, lookForNewVersion })).toBe(expected);
    // The server is asked only when its answer decides.
    expect(lookForNewVersion).toHaveBeenCalledTimes(found === null ? 0 : 1);
  });
});

describe('at most one reload per build and tab', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('is remembered for this build only', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    expect(reloadedBefore()).toBe(false);
    leaveForNewVersion('reload');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadedBefore()).toBe(true);
    // A reload of another build (the new version) may happen once too.
    sessionStorage.setItem('cabinet.reloaded-for-code', 'an older build');
    expect(reloadedBefore()).toBe(false);
  });

  it('never reloads when it cannot remember doing so', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    // Storage switched off: reaching it throws.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(reloadedBefore()).toBe(true);
    leaveForNewVersion('reload');
    expect(reload).not.toHaveBeenCalled();
  });
});
