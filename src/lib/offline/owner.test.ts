// Whose data the device keeps: rows are keyed by the customer's id from users/me, and the
// device's customer data is wiped whenever the session differs from the one it was kept under.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_STORE_NAME, KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { claimOwner, currentOwner, settleOwner } from './owner.ts';
import { keepWhole, readWhole } from './store.ts';
import { replaceToken, signInAs } from './testing.ts';
import { wipeDeviceStores } from './wipe.ts';

const ANNA = 1;
const NINO = 2;
const databases = async () => (await indexedDB.databases()).map((d) => d.name);

afterEach(async () => {
  await wipeDeviceStores();
  replaceToken(null);
});

describe('the device owner', () => {
  it('is unknown for a new session until users/me names the customer; nothing is kept before', async () => {
    replaceToken('fresh-session');
    await settleOwner();
    expect(currentOwner()).toBeNull();
    expect(await keepWhole(KEPT_KEYS.profile, { id: ANNA })).toBe(false);
    await claimOwner(ANNA);
    expect(currentOwner()).toBe(ANNA);
    expect(await keepWhole(KEPT_KEYS.profile, { id: ANNA })).toBe(true);
  });

  it('keeps the data at the next start of the same session', async () => {
    await signInAs(ANNA, 'anna-session');
    await keepWhole(KEPT_KEYS.clientCards, ['7700']);
    await settleOwner();
    expect(currentOwner()).toBe(ANNA);
    expect((await readWhole(KEPT_KEYS.clientCards))?.data).toEqual(['7700']);
  });

  it.each([
    ['another session starts (the cookie expired, someone else signed in)', 'nino-session'],
    ['the session ended without the app’s sign-out', null],
  ])('wipes the device at start when %s', async (_, next) => {
    await signInAs(ANNA, 'anna-session');
    await keepWhole(KEPT_KEYS.gateStart, { orderId: 1001 });
    replaceToken(next);
    await settleOwner();
    expect(currentOwner()).toBeNull();
    expect(await databases()).not.toContain(DEVICE_STORE_NAME);
    if (next) {
      await claimOwner(NINO);
      expect(await readWhole(KEPT_KEYS.gateStart)).toBeUndefined();
    }
  });

  it('never mixes customers whose names are the same: rows are keyed by id', async () => {
    await signInAs(ANNA, 'anna-session');
    await keepWhole(KEPT_KEYS.gateStart, { orderId: 1001 });
    // Even if the wipe fails, another customer's session reads nothing of Anna's.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const blocked = [
      vi.spyOn(indexedDB, 'deleteDatabase').mockImplementation(() => {
        const request = { error: new DOMException('blocked') } as unknown as IDBOpenDBRequest;
        setTimeout(() => request.onerror?.call(request, new Event('error')));
        return request;
      }),
    ];
    replaceToken('nino-session');
    await settleOwner();
    await claimOwner(NINO);
    expect(await databases()).toContain(DEVICE_STORE_NAME);
    for (const spy of blocked) spy.mockRestore();
    expect(currentOwner()).toBe(NINO);
    expect(await readWhole(KEPT_KEYS.gateStart)).toBeUndefined();
  });

  it('stops reading and writing when the token changes under the running page', async () => {
    await signInAs(ANNA, 'anna-session');
    await keepWhole(KEPT_KEYS.gateStart, { orderId: 1001 });
    replaceToken('someone-else');
    expect(currentOwner()).toBeNull();
    expect(await readWhole(KEPT_KEYS.gateStart)).toBeUndefined();
    expect(await keepWhole(KEPT_KEYS.gateStart, { orderId: 2001 })).toBe(false);
  });

  it('wipes the service worker’s customer media at start, with the store', async () => {
    await signInAs(ANNA, 'anna-session');
    // Anna's avatar and posters were cached while she used the app.
    const names = new Set(['media-images-v1', 'brand-images-v1', 'lazy-code-v1']);
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    await settleOwner();
    expect(names.has('media-images-v1')).toBe(true);
    replaceToken('nino-session');
    await settleOwner();
    expect([...names].sort()).toEqual(['brand-images-v1', 'lazy-code-v1']);
    vi.unstubAllGlobals();
  });

  it('never fails the start: without Web Crypto the data counts as another session’s', async () => {
    await signInAs(ANNA, 'anna-session');
    await keepWhole(KEPT_KEYS.gateStart, { orderId: 1001 });
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('insecure context'));
    await expect(settleOwner()).resolves.toBeUndefined();
    expect(currentOwner()).toBeNull();
    expect(await databases()).not.toContain(DEVICE_STORE_NAME);
  });
});
