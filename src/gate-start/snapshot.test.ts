import { describe, expect, it } from 'vitest';
import { asGateStart, type GateStart } from './snapshot.ts';

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
};

describe('asGateStart', () => {
  it('reads back what the sync keeps', () => {
    expect(asGateStart(KEPT)).toEqual(KEPT);
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
  ])('ignores %s', (_, value) => expect(asGateStart(value)).toBeNull());
});
