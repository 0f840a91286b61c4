import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { wipeOfflineStore } from '../lib/offline/db.ts';
import { OFFLINE_DB_NAME, OFFLINE_KEYS } from '../lib/offline/keys.ts';
import { saveSnapshot } from '../lib/offline/store.ts';
import { GATE_START_ID } from './handover.ts';
import { paintGateStart } from './paint.ts';
import type { GateStart } from './snapshot.ts';

const KEPT: GateStart = {
  lang: 'ge',
  orderId: 1001,
  key: 'ticket-100101',
  value: '123456789012',
  code: '123456789012',
  title: '<img src=x onerror=alert(1)>Swan Lake',
  facts: ['01 დეკ 2026, 19:00', 'რიგი 7 · ადგილი 12'],
  label: 'ბილეთის QR კოდი 123456789012',
  position: 'ბილეთი 1 / 2',
  hint: 'Brightness up.',
  until: null,
};

const signIn = (name: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the session cookies the app reads
  document.cookie = 'token=t; path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: the session cookies the app reads
  document.cookie = `username=${name}; path=/`;
};

const view = () => document.getElementById(GATE_START_ID);

afterEach(async () => {
  view()?.remove();
  await wipeOfflineStore();
});

describe('paintGateStart', () => {
  it('paints the kept code as the gate view’s markup, with text as text', async () => {
    signIn('anna');
    await saveSnapshot(OFFLINE_KEYS.gateStart, [KEPT]);
    await expect(paintGateStart('anna', () => true)).resolves.toBe(true);
    const el = view();
    expect(el?.tagName).toBe('DIALOG');
    expect(el?.dataset).toMatchObject({ order: '1001', key: 'ticket-100101' });
    expect(el?.lang).toBe('ka');
    const imgs = el?.querySelectorAll('img') ?? [];
    expect(imgs).toHaveLength(1);
    expect(imgs[0]?.alt).toBe(KEPT.label);
    expect(imgs[0]?.src).toMatch(/^data:image\/svg\+xml/);
    expect(el?.querySelector('h2')?.textContent).toBe(KEPT.title);
    expect(el?.getAttribute('aria-labelledby')).toBe(el?.querySelector('h2')?.id);
    expect([...(el?.querySelectorAll('.gate-view__fact') ?? [])].map((p) => p.textContent)).toEqual(
      KEPT.facts,
    );
    expect(el?.querySelector('.gate-view__position')?.textContent).toBe(KEPT.position);
    // The places of the close button and both arrows, held by invisible stand-ins (no dead buttons).
    expect(el?.querySelectorAll('.gate-start__stand-in')).toHaveLength(3);
    expect(el?.querySelectorAll('button')).toHaveLength(0);
  });

  it('holds no arrows’ places for an order with one code', async () => {
    signIn('anna');
    await saveSnapshot(OFFLINE_KEYS.gateStart, [{ ...KEPT, position: null }]);
    await paintGateStart('anna', () => true);
    expect(view()?.querySelector('.gate-view__position')).toBeNull();
    expect(view()?.querySelectorAll('.gate-start__stand-in')).toHaveLength(1);
  });

  it.each([
    ['another account’s code', 'nino', () => true],
    ['a code kept in another language', 'anna', () => false],
  ])('paints nothing for %s', async (_, owner, langOk) => {
    signIn('anna');
    await saveSnapshot(OFFLINE_KEYS.gateStart, [KEPT]);
    await expect(paintGateStart(owner, langOk)).resolves.toBe(false);
    expect(view()).toBeNull();
  });

  it('opens on the first kept code that still admits, skipping a spent one', async () => {
    signIn('anna');
    const now = Date.now() / 1000;
    const spent = { ...KEPT, orderId: 1008, key: 'transfer-100801', until: now - 60 };
    await saveSnapshot(OFFLINE_KEYS.gateStart, [spent, { ...KEPT, until: now + 3600 }]);
    await expect(paintGateStart('anna', () => true)).resolves.toBe(true);
    expect(view()?.dataset).toMatchObject({ order: '1001', key: 'ticket-100101' });
  });

  it('paints nothing when every kept code is spent', async () => {
    signIn('anna');
    await saveSnapshot(OFFLINE_KEYS.gateStart, [{ ...KEPT, until: Date.now() / 1000 - 60 }]);
    await expect(paintGateStart('anna', () => true)).resolves.toBe(false);
  });

  it('paints nothing when the kept value is not a gate start', async () => {
    signIn('anna');
    await saveSnapshot(OFFLINE_KEYS.gateStart, null);
    await expect(paintGateStart('anna', () => true)).resolves.toBe(false);
  });

  it('never creates the offline store on a device that has none', async () => {
    await expect(paintGateStart('anna', () => true)).resolves.toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(OFFLINE_DB_NAME);
  });
});
