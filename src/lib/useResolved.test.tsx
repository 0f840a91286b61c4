import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResolved } from './useResolved.ts';

const Flag = ({ wait, already }: { wait: () => Promise<unknown>; already?: boolean }) => (
  <p>{useResolved(wait, already) ? 'done' : 'waiting'}</p>
);

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('useResolved', () => {
  afterEach(cleanup);

  it('is false until the wait resolves, then true', async () => {
    const moment = deferred();
    const wait = vi.fn(() => moment.promise);
    render(<Flag wait={wait} />);
    await act(async () => {});
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => moment.resolve());
    expect(screen.getByText('done')).toBeTruthy();
    expect(wait).toHaveBeenCalledTimes(1);
  });

  it('is true from the first render when the moment is already behind, without waiting', () => {
    const wait = vi.fn(() => new Promise<void>(() => {}));
    render(<Flag wait={wait} already />);
    expect(screen.getByText('done')).toBeTruthy();
    expect(wait).not.toHaveBeenCalled();
  });
});
