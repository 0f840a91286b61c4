import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../lib/qr/qrSvg.ts';
import { asGateStart, type GateStart, pickGateStart } from './kept.ts';

const KEPT: GateStart = {
  lang: 'en',
  orderId: 1001,
  key: 'ticket-100101',
  value: '123456789012',
  code: '123456789012',
  title: 'Swan Lake',
  facts: ['01 Dec 2026, 19:00', 'Row 7 · Place 12'],
  label: 'QR code of ticket 123456789012',
  position: 'Ticket 1 of 2',
  hint: 'Turn your screen brightness up so the scanner reads the code.',
  until: 1_800_000_000,
};

describe('asGateStart', () => {
  it('reads back what the sync keeps', () => {
    expect(asGateStart(KEPT)).toEqual(KEPT);
    const drawn = { ...KEPT, svg: qrSvg(KEPT.value) };
    expect(asGateStart(drawn)).toEqual(drawn);
    expect(asGateStart({ ...KEPT, position: null })).toEqual({ ...KEPT, position: null });
  });
  it.each([
    ['nothing kept', undefined],
    ['null (no order with a code)', null],
    ['a string', 'gate'],
    ['a missing field', { ...KEPT, hint: undefined }],
    ['an empty QR value', { ...KEPT, value: '' }],
    ['a fractional order id', { ...KEPT, orderId: 1.5 }],
    ['a fact that is not text', { ...KEPT, facts: ['ok', 3] }],
    ['facts that are not a list', { ...KEPT, facts: 'Row 7' }],
    ['a position that is a number', { ...KEPT, position: 1 }],
    ['no until (kept by an older version)', { ...KEPT, until: undefined }],
    ['an until that is text', { ...KEPT, until: 'soon' }],
    ['a drawing that is not text', { ...KEPT, svg: 42 }],
    ['a drawing that is not a drawn code', { ...KEPT, svg: '<script>alert(1)</script>' }],
  ])('ignores %s', (_, value) => expect(asGateStart(value)).toBeNull());
});

describe('pickGateStart', () => {
  const later = {
    ...KEPT,
    orderId: 1015,
    key: 'ticket-101501',
    until: KEPT.until === null ? null : KEPT.until + 86_400,
  };
  it.each([
    ['the first code while it admits', [KEPT, later], 1_700_000_000, 1001],
    ['the next one once the first is spent', [KEPT, later], 1_800_000_001, 1015],
    ['none when every code is spent', [KEPT, later], 1_900_000_000, null],
    ['a code without a time', [{ ...KEPT, until: null }], 1_900_000_000, 1001],
    ['skips a broken entry', [{ ...KEPT, value: '' }, later], 1_700_000_000, 1015],
    ['nothing for a single object (an older version kept one)', KEPT, 1_700_000_000, null],
  ] as const)('%s', (_, value, now, orderId) => {
    expect(pickGateStart(value, now)?.orderId ?? null).toBe(orderId);
  });
});
