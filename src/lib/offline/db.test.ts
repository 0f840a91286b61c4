import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { defineSchema, offlineDb, wipeOfflineStore } from './db.ts';
import { OFFLINE_DB_NAME } from './keys.ts';
import {
  readListPage,
  readListPages,
  readSnapshot,
  readSyncedAt,
  saveListPages,
  saveSnapshot,
} from './store.ts';

const signInAs = (username: string | null) => {
  document.cookie = username ? `token=t-${username}; path=/` : 'token=; path=/; max-age=0';
  document.cookie = username ? `username=${username}; path=/` : 'username=; path=/; max-age=0';
};

afterEach(async () => {
  await wipeOfflineStore();
  signInAs(null);
});

describe('offline store schema', () => {
  it('upgrades a version-1 database without losing the stored pages', async () => {
    const v1 = new Dexie(OFFLINE_DB_NAME);
    v1.version(1).stores({ orderPages: '[owner+tab+lang+page], owner' });
    await v1
      .table('orderPages')
      .put({ owner: 'anna', tab: 'actual', lang: 'en', page: 1, data: { x: 1 }, savedAt: 5 });
    v1.close();

    const db = offlineDb();
    await db.open();
    expect(db.verno).toBe(3);
    expect((await db.orderPages.get(['anna', 'actual', 'en', 1]))?.data).toEqual({ x: 1 });
    expect(await db.snapshots.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
  });

  it('upgrades a version-2 database: keeps pages and meta, drops the unused cards table', async () => {
    const v2 = new Dexie(OFFLINE_DB_NAME);
    v2.version(1).stores({ orderPages: '[owner+tab+lang+page], owner' });
    v2.version(2).stores({ meta: '[owner+key], owner', cards: '[owner+id], owner' });
    await v2.table('meta').put({ owner: 'anna', key: 'syncedAt', value: 7 });
    await v2.table('cards').put({ owner: 'anna', id: 1, data: {}, savedAt: 7 });
    v2.close();

    const db = offlineDb();
    await db.open();
    expect(db.verno).toBe(3);
    expect((await db.meta.get(['anna', 'syncedAt']))?.value).toBe(7);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['meta', 'orderPages', 'snapshots']);
  });

  it('declares every version in order', () => {
    const db = new Dexie('schema-probe');
    defineSchema(db);
    expect(db.verno).toBe(3);
  });
});

describe('offline store per account', () => {
  it('keeps pages per owner; another account reads nothing', async () => {
    signInAs('anna');
    await saveListPages('actual', 'en', 1, [{ p: 1 }, { p: 2 }], 2);
    expect(await readListPages('actual', 'en')).toEqual([{ p: 1 }, { p: 2 }]);
    expect(await readSyncedAt()).not.toBeNull();

    signInAs('nino');
    expect(await readListPages('actual', 'en')).toEqual([]);
    expect(await readListPage('actual', 'en', 1)).toBeUndefined();
    expect(await readSyncedAt()).toBeNull();
  });

  it('keeps snapshots per owner; another account reads nothing', async () => {
    signInAs('anna');
    expect(await saveSnapshot('client-cards', [{ code: '1234' }])).toBe(true);
    expect((await readSnapshot('client-cards'))?.data).toEqual([{ code: '1234' }]);
    signInAs('nino');
    expect(await readSnapshot('client-cards')).toBeUndefined();
  });

  it('writes nothing and reads nothing when signed out', async () => {
    signInAs(null);
    expect(await saveListPages('actual', 'en', 1, [{ p: 1 }], 1)).toBe(false);
    expect(await readListPages('actual', 'en')).toEqual([]);
    expect(await saveSnapshot('profile', { id: 1 })).toBe(false);
    expect(await readSnapshot('profile')).toBeUndefined();
  });

  it('drops pages a shorter list no longer has', async () => {
    signInAs('anna');
    await saveListPages('actual', 'en', 1, [{ p: 1 }, { p: 2 }, { p: 3 }], 3);
    await saveListPages('actual', 'en', 1, [{ p: 1 }], 1);
    expect(await readListPages('actual', 'en')).toEqual([{ p: 1 }]);
  });

  it('is gone after the wipe', async () => {
    signInAs('anna');
    await saveListPages('actual', 'en', 1, [{ p: 1 }], 1);
    await wipeOfflineStore();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(OFFLINE_DB_NAME);
    expect(await readListPages('actual', 'en')).toEqual([]);
  });
});
