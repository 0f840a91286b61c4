// @vitest-environment node
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { migrate } from '../db/schema.ts';
import { backoff, PHONE_FREE, PHONE_MAX_S, takeAttempt } from './rate-limit.ts';

describe('backoff', () => {
  const rule = { free: 3, baseS: 10, maxS: 60 };
  it.each([
    [2, 100, 100, 0],
    [3, 100, 100, 10],
    [4, 100, 100, 20],
    [5, 100, 105, 35],
    [9, 100, 100, 60],
    [9, 100, 200, 0],
  ])('%i failures, the last at %i, now %i: wait %i s', (failures, lastAt, now, wait) => {
    expect(backoff(failures, lastAt, now, rule)).toBe(wait);
  });
});

describe('takeAttempt', () => {
  let db: DatabaseSync;
  beforeEach(() => {
    db = openDatabase(':memory:');
    migrate(db);
  });
  afterEach(() => db.close());

  it('from a new address for every guess, lets about one guess a minute through (OWASP ASVS 2.2.1: under 100 an hour)', () => {
    let nowS = 1_000_000;
    const end = nowS + 3600;
    let checked = 0;
    for (let i = 0; nowS < end; i++) {
      const attempt = takeAttempt(
        db,
        { phone: '375291111111', client: `10.0.${i >> 8}.${i & 255}`, kind: 'password' },
        nowS,
      );
      // The attacker comes back exactly when told to.
      if ('wait' in attempt) {
        expect(attempt.wait).toBeLessThanOrEqual(PHONE_MAX_S);
        nowS += attempt.wait;
      } else checked += 1;
    }
    expect(checked).toBeGreaterThan(PHONE_FREE);
    expect(checked).toBeLessThan(100);
  });

  it('keeps password and code failures apart: guessed passwords leave the SMS code alone', () => {
    const phone = '375291111111';
    for (let i = 0; i < 40; i++)
      takeAttempt(db, { phone, client: `10.1.0.${i}`, kind: 'password' }, 2_000_000);
    const code = takeAttempt(db, { phone, client: '10.2.0.1', kind: 'code' }, 2_000_000);
    expect('wait' in code).toBe(false);
  });
});
