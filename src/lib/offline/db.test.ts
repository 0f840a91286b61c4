import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_STORE_NAME } from '../../kernel/storeKeys.ts';
import { defineSchema, deviceStore, wipeDeviceStore } from './db.ts';
import { keepWhole, readListPage, readListPages, readSyncedAt, readWhole, saveListPages } from './store.ts';
import { keptId, readValidators } from './tables.ts';
import { signInAs } from './testing.ts';

const ANNA = 1;
const NINO = 2;

afterEach(async () => {
  await signInAs(null);
  await wipeDeviceStore();
});

describe('device store schema', () => {
  it('upgrades a version-1 database, dropping the rows keyed by a display name', async () => {
    const v1 = new Dexie(DEVICE_STORE_NAME);
    v1.version(1).stores({ orderPages: '[owner+tab+lang+page], owner' });
    await v1
      .table('orderPages')
      .put({ owner: 'anna', tab: 'actual', lang: 'en', page: 1, data: { x: 1 }, savedAt: 5 });
    v1.close();

    const db = deviceStore();
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.orderPages.count()).toBe(0);
    expect(await db.snapshots.count()).toBe(0);
    expect(await db.device.count()).toBe(0);
  });

  it('upgrades a version-3 database: drops name-keyed rows and the unused cards table, adds device', async () => {
    const v3 = new Dexie(DEVICE_STORE_NAME);
    v3.version(1).stores({ orderPages: '[owner+tab+lang+page], owner' });
    v3.version(2).stores({ meta: '[owner+key], owner', cards: '[owner+id], owner' });
    v3.version(3).stores({ snapshots: '[owner+key], owner', cards: null });
    await v3.table('meta').put({ owner: 'Анна Иванова', key: 'syncedAt', value: 7 });
    await v3.table('snapshots').put({ owner: 'Анна Иванова', key: 'gate-start', data: {}, savedAt: 7 });
    v3.close();

    const db = deviceStore();
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.meta.count()).toBe(0);
    expect(await db.snapshots.count()).toBe(0);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['device', 'meta', 'orderPages', 'snapshots']);
  });

  it('upgrades a version-4 database keeping its rows, and indexes their validators', async () => {
    const v4 = new Dexie(DEVICE_STORE_NAME);
    v4.version(1).stores({ orderPages: '[owner+tab+lang+page], owner' });
    v4.version(2).stores({ meta: '[owner+key], owner', cards: '[owner+id], owner' });
    v4.version(3).stores({ snapshots: '[owner+key], owner', cards: null });
    v4.version(4).stores({ device: 'key' });
    await v4
      .table('orderPages')
      .put({ owner: 1, tab: 'actual', lang: 'en', page: 1, data: { x: 1 }, savedAt: 5, validator: 'W/"a"' });
    await v4.table('snapshots').put({ owner: 1, key: 'profile', data: { id: 1 }, savedAt: 5 });
    v4.close();

    const db = deviceStore();
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.orderPages.count()).toBe(1);
    expect(await db.snapshots.count()).toBe(1);
    expect(await readValidators(db.backendDB(), 1)).toEqual(
      new Map([[keptId.page('actual', 'en', 1), 'W/"a"']]),
    );
  });

  it('declares every version in order', () => {
    const db = new Dexie('schema-probe');
    defineSchema(db);
    expect(db.verno).toBe(5);
  });
});

describe('device store per account', () => {
  it('keeps pages per owner; another account reads nothing', async () => {
    await signInAs(ANNA);
    await saveListPages('actual', 'en', 1, [{ p: 1 }, { p: 2 }], 2);
    expect(await readListPages('actual', 'en')).toEqual([{ p: 1 }, { p: 2 }]);
    expect(await readSyncedAt()).not.toBeNull();

    await signInAs(NINO);
    expect(await readListPages('actual', 'en')).toEqual([]);
    expect(await readListPage('actual', 'en', 1)).toBeUndefined();
    expect(await readSyncedAt()).toBeNull();
  });

  it('keeps whole answers per owner; another account reads nothing', async () => {
    await signInAs(ANNA);
    expect(await keepWhole('client-cards', [{ code: '1234' }])).toBe(true);
    expect((await readWhole('client-cards'))?.data).toEqual([{ code: '1234' }]);
    await signInAs(NINO);
    expect(await readWhole('client-cards')).toBeUndefined();
  });

  it('writes nothing and reads nothing when signed out', async () => {
    await signInAs(null);
    expect(await saveListPages('actual', 'en', 1, [{ p: 1 }], 1)).toBe(false);
    expect(await readListPages('actual', 'en')).toEqual([]);
    expect(await keepWhole('profile', { id: 1 })).toBe(false);
    expect(await readWhole('profile')).toBeUndefined();
  });

  it('drops pages a shorter list no longer has', async () => {
    await signInAs(ANNA);
    await saveListPages('actual', 'en', 1, [{ p: 1 }, { p: 2 }, { p: 3 }], 3);
    await saveListPages('actual', 'en', 1, [{ p: 1 }], 1);
    expect(await readListPages('actual', 'en')).toEqual([{ p: 1 }]);
  });

  it('is gone after the wipe', async () => {
    await signInAs(ANNA);
    await saveListPages('actual', 'en', 1, [{ p: 1 }], 1);
    await wipeDeviceStore();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DEVICE_STORE_NAME);
    expect(await readListPages('actual', 'en')).toEqual([]);
  });
});
