// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { orderJson, orderPage } from '../orders/read.ts';
import { NOW, NOW_S } from '../test-support.ts';
import { openDatabase } from './open.ts';
import { prepared } from './prepared.ts';
import { migrate } from './schema.ts';
import { HEAVY } from './seed/heavy.ts';
import { seed } from './seed.ts';

describe('prepared statements', () => {
  it('are compiled once per database and SQL text', () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    expect(prepared(a, 'SELECT 1')).toBe(prepared(a, 'SELECT 1'));
    expect(prepared(a, 'SELECT 1')).not.toBe(prepared(b, 'SELECT 1'));
    expect(prepared(a, 'SELECT 2')).not.toBe(prepared(a, 'SELECT 1'));
  });

  it('a page of orders compiles no statement the second time it is read', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    seed(db, NOW, { heavy: true });
    const readPage = () =>
      orderPage(db, HEAVY.userId, 'actual', 2, NOW_S).rows.map((o) => orderJson(db, o, 'ru'));
    const first = readPage();
    expect(first).toHaveLength(20);
    const prepare = vi.spyOn(db, 'prepare');
    expect(readPage()).toEqual(first);
    expect(prepare).not.toHaveBeenCalled();
  });
});
