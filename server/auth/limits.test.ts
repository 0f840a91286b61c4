// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BusyError, ConcurrencyLimit, clientKey, SlidingWindow } from './limits.ts';

describe('SlidingWindow', () => {
  it('counts before the work, refuses past the limit with the wait, and slides', () => {
    const w = new SlidingWindow(2, 60);
    expect(w.take('a', 100)).toBe(0);
    expect(w.take('a', 110)).toBe(0);
    expect(w.take('a', 120)).toBe(40);
    expect(w.take('b', 120)).toBe(0);
    expect(w.take('a', 160)).toBe(0);
  });

  it('gives a hit back', () => {
    const w = new SlidingWindow(1, 60);
    expect(w.take('a', 100)).toBe(0);
    w.release('a', 100);
    expect(w.take('a', 101)).toBe(0);
  });
});

describe('ConcurrencyLimit', () => {
  it('runs at most `max` at once, queues `queue` more and refuses the rest', async () => {
    const limit = new ConcurrencyLimit(2, 1);
    const releases: Array<() => void> = [];
    const task = () => new Promise<void>((resolve) => releases.push(resolve));
    const running = [limit.run(task), limit.run(task), limit.run(task)];
    await expect(limit.run(task)).rejects.toBeInstanceOf(BusyError);
    await Promise.resolve();
    expect(releases).toHaveLength(2);
    expect(limit.running).toBe(2);
    releases[0]?.();
    await expect.poll(() => releases.length).toBe(3);
    expect(limit.running).toBe(2);
    releases[1]?.();
    releases[2]?.();
    await Promise.all(running);
    expect(limit.running).toBe(0);
    expect(limit.peak).toBe(2);
  });
});

describe('clientKey', () => {
  it.each([
    ['127.0.0.5', '127.0.0.5'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
  ])('%s → %s', (address, client) => expect(clientKey(address)).toBe(client));
});
