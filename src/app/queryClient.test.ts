import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError, InvalidResponseError, NetworkError, TimeoutError } from '../lib/http/errors.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { createQueryClient, shouldRetry } from './queryClient.ts';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../lib/toast.ts', () => ({ showToast: toast }));

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

afterEach(() => {
  onlineManager.setOnline(true);
  toast.mockReset();
});

describe('failures reported once, globally', () => {
  it.each([
    ['a network failure online', true, new NetworkError('x'), 1],
    ['a hang past the time limit', true, new TimeoutError('x'), 1],
    ['a network failure offline (the screen says it is offline)', false, new NetworkError('x'), 0],
    ['a malformed answer', true, new InvalidResponseError('/api/x', ['data']), 1],
    ['an HTTP error (the screen shows its own text)', true, new HttpError(404, {}), 0],
  ] as const)('%s → %i toast(s)', async (_name, online, error, toasts) => {
    onlineManager.setOnline(online);
    const qc = createQueryClient();
    await qc
      .fetchQuery({
        queryKey: ['q'],
        queryFn: () => Promise.reject(error),
        retry: false,
        networkMode: 'always',
      })
      .catch(() => undefined);
    expect(toast).toHaveBeenCalledTimes(toasts);
  });

  it.each([
    ['a network failure', new NetworkError('x')],
    ['a hang past the time limit (a hung orders list)', new TimeoutError('x')],
    ['a malformed answer', new InvalidResponseError('/api/x', ['data'])],
  ])('a first read of a list that says why itself: %s, no toast', async (_name, error) => {
    const qc = createQueryClient();
    await qc
      .fetchQuery({
        queryKey: ['q'],
        queryFn: () => Promise.reject(error),
        retry: false,
        networkMode: 'always',
        meta: { reportsOwnErrors: true },
      })
      .catch(() => undefined);
    expect(toast).not.toHaveBeenCalled();
    // Unmarked, the same failure is toasted (spec §8).
    await qc
      .fetchQuery({
        queryKey: ['other'],
        queryFn: () => Promise.reject(error),
        retry: false,
        networkMode: 'always',
      })
      .catch(() => undefined);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('a marked list whose refresh fails behind what it shows: the toast', async () => {
    const qc = createQueryClient();
    qc.setQueryData(['q'], 'shown');
    await qc
      .fetchQuery({
        queryKey: ['q'],
        queryFn: () => Promise.reject(new NetworkError('x')),
        retry: false,
        networkMode: 'always',
        meta: { reportsOwnErrors: true },
      })
      .catch(() => undefined);
    expect(toast).toHaveBeenCalledTimes(1);
  });
});

describe('mutations', () => {
  it.each([
    ['an ordinary mutation: the toast', {}, 1],
    ['one that explains its own failures (paying): no toast', { reportsOwnErrors: true }, 0],
  ] as const)('%s', async (_name, meta, toasts) => {
    const qc = createQueryClient();
    await qc
      .getMutationCache()
      .build(qc, {
        mutationFn: () => Promise.reject(new NetworkError('No answer in time')),
        meta,
        networkMode: 'always',
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(toast).toHaveBeenCalledTimes(toasts);
  });
});

describe('shouldRetry (which failed reads are tried again)', () => {
  it.each([
    ['a dropped connection, first failure', 0, new NetworkError('x'), true],
    ['a dropped connection, after two tries', 2, new NetworkError('x'), false],
    ['a server error', 1, new HttpError(503, {}), true],
    ['a 4xx', 0, new HttpError(404, {}), false],
    ['no answer in time (the screen says so at once)', 0, new TimeoutError('x'), false],
    ['a malformed answer', 0, new InvalidResponseError('/api/x', ['data']), true],
  ] as const)('%s → %s', (_name, count, error, expected) => {
    expect(shouldRetry(count, error)).toBe(expected);
  });
});
