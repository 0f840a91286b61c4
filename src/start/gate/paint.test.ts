import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_STORE_NAME, KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { wipeDeviceStore } from '../../lib/offline/db.ts';
import { keepWhole } from '../../lib/offline/store.ts';
import { signInAs } from '../../lib/offline/testing.ts';
import { qrSvg, svgDataUrl } from '../../lib/qr/qrSvg.ts';
import { GATE_START_ID } from './handover.ts';
import type { GateStart } from './kept.ts';
import { paintGateStart } from './paint.ts';
import { readGateKept } from './read.ts';

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

const ANNA_SESSION = 'anna-session';
const signIn = () => signInAs(1, ANNA_SESSION);

const view = () => document.getElementById(GATE_START_ID);

afterEach(async () => {
  view()?.remove();
  await signInAs(null);
  await wipeDeviceStore();
});

describe('paintGateStart', () => {
  it('paints the kept code as the gate view’s markup, with text as text', async () => {
    await signIn();
    await keepWhole(KEPT_KEYS.gateStart, [KEPT]);
    await expect(paintGateStart(readGateKept(ANNA_SESSION), () => true)).resolves.toBe(true);
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

  it.each([
    [
      'the code the sync kept drawn, as drawn',
      { svg: qrSvg('drawn-by-the-sync') },
      svgDataUrl(qrSvg('drawn-by-the-sync')),
    ],
    [
      'a code kept undrawn (by an earlier version), encoded from its value',
      {},
      svgDataUrl(qrSvg(KEPT.value)),
    ],
  ])('paints %s', async (_, drawn, src) => {
    await signIn();
    await keepWhole(KEPT_KEYS.gateStart, [{ ...KEPT, ...drawn }]);
    await expect(paintGateStart(readGateKept(ANNA_SESSION), () => true)).resolves.toBe(true);
    expect(view()?.querySelector('img')?.getAttribute('src')).toBe(src);
  });

  it('holds no arrows’ places for an order with one code', async () => {
    await signIn();
    await keepWhole(KEPT_KEYS.gateStart, [{ ...KEPT, position: null }]);
    await paintGateStart(readGateKept(ANNA_SESSION), () => true);
    expect(view()?.querySelector('.gate-view__position')).toBeNull();
    expect(view()?.querySelectorAll('.gate-start__stand-in')).toHaveLength(1);
  });

  it.each([
    ['another session (another customer signed in, whatever her name)', 'nino-session', () => true],
    ['a code kept in another language', ANNA_SESSION, () => false],
  ])('paints nothing for %s', async (_, session, langOk) => {
    await signIn();
    await keepWhole(KEPT_KEYS.gateStart, [KEPT]);
    await expect(paintGateStart(readGateKept(session), langOk)).resolves.toBe(false);
    expect(view()).toBeNull();
  });

  it('paints nothing from a store that says nothing of its owner (rows kept under a display name)', async () => {
    const v3 = new Dexie(DEVICE_STORE_NAME);
    v3.version(3).stores({ orderPages: '[owner+tab+lang+page], owner', snapshots: '[owner+key], owner' });
    await v3.table('snapshots').put({ owner: 'Анна Иванова', key: KEPT_KEYS.gateStart, data: [KEPT] });
    v3.close();
    await expect(paintGateStart(readGateKept(ANNA_SESSION), () => true)).resolves.toBe(false);
    expect(view()).toBeNull();
  });

  it('opens on the first kept code that still admits, skipping a spent one', async () => {
    await signIn();
    const now = Date.now() / 1000;
    const spent = { ...KEPT, orderId: 1008, key: 'transfer-100801', until: now - 60 };
    await keepWhole(KEPT_KEYS.gateStart, [spent, { ...KEPT, until: now + 3600 }]);
    await expect(paintGateStart(readGateKept(ANNA_SESSION), () => true)).resolves.toBe(true);
    expect(view()?.dataset).toMatchObject({ order: '1001', key: 'ticket-100101' });
  });

  it('paints nothing when every kept code is spent', async () => {
    await signIn();
    await keepWhole(KEPT_KEYS.gateStart, [{ ...KEPT, until: Date.now() / 1000 - 60 }]);
    await expect(paintGateStart(readGateKept(ANNA_SESSION), () => true)).resolves.toBe(false);
  });

  it('paints nothing when the kept value is not a gate start', async () => {
    await signIn();
    await keepWhole(KEPT_KEYS.gateStart, null);
    await expect(paintGateStart(readGateKept(ANNA_SESSION), () => true)).resolves.toBe(false);
  });

  it('never creates the device store on a device that has none', async () => {
    await expect(paintGateStart(readGateKept(ANNA_SESSION), () => true)).resolves.toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DEVICE_STORE_NAME);
  });
});
