import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { defineSchema, OFFLINE_DB_NAME, offlineDb, wipeOfflineStore } from './db.ts';
import { readListPage, readListPages, readSyncedAt, saveListPages } from './store.ts';

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
    expect(db.verno).toBe(2);
    expect((await db.orderPages.get(['anna', 'actual', 'en', 1]))?.data).toEqual({ x: 1 });
    expect(await db.cards.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
  });

  it('declares every version in order', () => {
    const db = new Dexie('schema-probe');
    defineSchema(db);
    expect(db.verno).toBe(2);
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

  it('writes nothing and reads nothing when signed out', async () => {
    signInAs(null);
    expect(await saveListPages('actual', 'en', 1, [{ p: 1 }], 1)).toBe(false);
    expect(await readListPages('actual', 'en')).toEqual([]);
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
