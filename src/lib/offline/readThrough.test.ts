import { onlineManager } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../http/errors.ts';
import { wipeDeviceStore } from './db.ts';
import { withStore } from './rawRead.ts';
import { wholeQueryFn } from './readThrough.ts';
import { keepWhole, readWhole } from './store.ts';
import { keptId, readValidators as validatorsOf } from './tables.ts';
import { signInAs } from './testing.ts';

const Cards = v.array(v.object({ code: v.string() }));
const kept = [{ code: '1111' }];
const fresh = [{ code: '2222' }];

beforeEach(async () => {
  await signInAs(1);
});
afterEach(async () => {
  onlineManager.setOnline(true);
  await wipeDeviceStore();
});

const settle = () => new Promise((r) => setTimeout(r, 20));
const readValidators = () => withStore((db) => validatorsOf(db, 1), null);

describe('wholeQueryFn', () => {
  it.each([
    // online?, stored, network answer, expected result (or error class)
    ['online: fetches and keeps the answer', true, kept, () => Promise.resolve(fresh), fresh],
    ['offline: the kept copy, no request', false, kept, () => Promise.reject(new Error('no call')), kept],
    ['online, network fails: the kept copy', true, kept, () => Promise.reject(new NetworkError('x')), kept],
    ['offline, nothing kept: a network error', false, undefined, () => Promise.resolve(fresh), NetworkError],
    [
      'offline, a kept row of another shape is ignored',
      false,
      [{ id: 1 }],
      () => Promise.resolve(fresh),
      NetworkError,
    ],
    [
      'online, server error: not hidden by the copy',
      true,
      kept,
      () => Promise.reject(new HttpError(500, {})),
      HttpError,
    ],
  ] as const)('%s', async (_name, online, stored, network, expected) => {
    if (stored) await keepWhole('cards', stored);
    onlineManager.setOnline(online);
    const fetch = vi.fn(() => network().then((data) => ({ data, validator: 'W/"fresh"' })));
    const run = wholeQueryFn('cards', Cards, fetch)({});
    if (typeof expected === 'function') {
      await expect(run).rejects.toBeInstanceOf(expected);
    } else {
      await expect(run).resolves.toEqual(expected);
    }
    if (!online) expect(fetch).not.toHaveBeenCalled();
    if (expected === fresh) {
      await settle();
      expect((await readWhole('cards'))?.data).toEqual(fresh);
      // Kept with its validator: the next sync asks with If-None-Match (syncCore.ts).
      expect((await readValidators())?.get(keptId.whole('cards'))).toBe('W/"fresh"');
    }
  });
});
