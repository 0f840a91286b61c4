import { describe, expect, it } from 'vitest';
import { nextOffset } from './serverClock.ts';

const SERVER = Date.parse('2026-11-28T10:00:00Z');
const DAY = 86_400_000;
const header = (ms: number) => new Date(ms).toUTCString();

/** An answer the server dated `SERVER`, seen by a device whose clock is `skew` ms off, `rtt` ms round trip. */
const seen = (skew: number, rtt = 200) => ({
  date: header(SERVER),
  sentAtMs: SERVER + skew - rtt / 2,
  receivedAtMs: SERVER + skew + rtt / 2,
});

describe('nextOffset: the server-minus-device difference after one answer', () => {
  it.each([
    // case, current offset, sample, new offset
    ['a right clock keeps 0', 0, seen(0), 0],
    ['a right clock, a slow answer: 0 still fits', 0, seen(0, 4000), 0],
    ['the phone 2 days ahead', 0, seen(2 * DAY), -2 * DAY + 500],
    ['the phone 1 day behind', 0, seen(-DAY), DAY + 500],
    ['the phone 5 min ahead', 0, seen(5 * 60_000), -5 * 60_000 + 500],
    ['a known difference that still fits is kept', -2 * DAY + 300, seen(2 * DAY), -2 * DAY + 300],
    ['the phone clock set right again: back to 0-ish', -2 * DAY, seen(0), 500],
    ['no Date header: unchanged', 1234, { ...seen(DAY), date: null }, 1234],
    ['an unreadable Date header: unchanged', 1234, { ...seen(DAY), date: 'yesterday' }, 1234],
    ['received before sent (clock jumped): unchanged', 1234, { ...seen(DAY), receivedAtMs: 0 }, 1234],
  ])('%s', (_case, current, sample, expected) => {
    expect(nextOffset(current, sample)).toBe(expected);
  });
});
