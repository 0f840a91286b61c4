import { afterEach, describe, expect, it, vi } from 'vitest';
import { wipeDeviceStore } from './db.ts';
import { keepWhole, onQuotaError, readListPages, readWhole, saveListPages } from './store.ts';
import { signInAs } from './testing.ts';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
/** Every put into the store fails as on a full device. */
const failingPuts = () =>
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw quotaError();
  });

afterEach(async () => {
  await wipeDeviceStore();
});

describe('a full device', () => {
  it.each([
    [
      'order pages',
      () => saveListPages('actual', 'en', 1, [{ p: 'old' }], 1),
      failingPuts,
      () => saveListPages('actual', 'en', 1, [{ p: 'new' }], 1),
      async () => readListPages('actual', 'en'),
      [{ p: 'old' }],
    ],
    [
      'a whole answer',
      () => keepWhole('client-cards', ['old']),
      failingPuts,
      () => keepWhole('client-cards', ['new']),
      async () => (await readWhole('client-cards'))?.data,
      ['old'],
    ],
  ] as const)(
    'a failed write of %s keeps what is stored and is reported',
    async (_n, first, fail, second, read, kept) => {
      await signInAs(1);
      await first();
      const reported = vi.fn();
      const stop = onQuotaError(reported);
      fail();
      expect(await second()).toBe(false);
      vi.restoreAllMocks();
      stop();
      expect(reported).toHaveBeenCalledTimes(1);
      expect(await read()).toEqual(kept);
    },
  );
});
