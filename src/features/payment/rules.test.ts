import { describe, expect, it } from 'vitest';
import {
  amountToPay,
  canShowPayment,
  canUsePoints,
  cardBrandName,
  contactFor,
  eripMethod,
  formatCountdown,
  freeMethod,
  isListedMethod,
  maskPhone,
  offersPoints,
  orderTotal,
  payAction,
  secondsLeft,
} from './rules.ts';

describe('orderTotal: amount + commission − discount, floored at 0', () => {
  it.each([
    [{ amount: 3000, commission: 150, discount: 0 }, 3150],
    [{ amount: 6000, commission: 300, discount: 500 }, 5800],
    [{ amount: 1000, commission: 0, discount: 1500 }, 0],
    [{ amount: 0, commission: 0, discount: 0 }, 0],
  ])('%o → %i', (money, total) => {
    expect(orderTotal(money)).toBe(total);
  });
});

describe('amountToPay with points (1 point = 10 minor units)', () => {
  it.each([
    // total, balance, usePoints, due
    [3150, 1250, true, 0], // points cover all
    [6300, 300, true, 3300], // points cover part
    [6300, 0, true, 6300], // no points
    [6300, 1250, false, 6300], // points not used
    [3150, 315, true, 0], // exactly covered
    [3150, 314, true, 10], // one point short
    [0, 0, false, 0],
    [3150, -5, true, 3150], // a negative balance counts as none
  ])('total %i, balance %i, points %s → %i', (total, balance, use, due) => {
    expect(amountToPay(total, balance, use)).toBe(due);
  });
});

describe('offersPoints (issue 20 point 14: no points checkbox on a 0,00 order)', () => {
  it.each([
    [0, false],
    [1, true],
    [3150, true],
  ])('total %i → %s', (total, offered) => {
    expect(offersPoints(total)).toBe(offered);
  });
});

describe('methods and visibility', () => {
  it.each([
    ['BePaid', true],
    ['BePaidInstallment', true],
    ['Erip', false],
    ['Balance', false],
  ])('%s listed: %s', (type, listed) => {
    expect(isListedMethod({ type })).toBe(listed);
  });

  it.each([
    [{ id: 1005, status: null }, true],
    [{ id: 1005, status: undefined }, true],
    [{ id: 1001, status: 1 }, false],
    [{ id: 1012, status: 4 }, false],
    [{ id: null, status: null }, false],
  ])('%o shows the block: %s', (order, shown) => {
    expect(canShowPayment(order)).toBe(shown);
  });

  it.each([
    [0, false, 'get'],
    [0, true, 'get'],
    [100, false, 'pay'],
    [100, true, 'payExtra'],
  ] as const)('due %i, points %s → %s', (due, use, action) => {
    expect(payAction(due, use)).toBe(action);
  });

  it.each([
    ['BePaid', 'email'],
    ['SmsPay', 'phone'],
    ['sms', 'phone'],
  ] as const)('%s needs %s', (type, contact) => {
    expect(contactFor(type)).toBe(contact);
  });
});

describe('countdown', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [15 * 60, '15:00'],
    [20 * 60 - 1, '19:59'],
    [125 * 60 + 7, '125:07'],
    [-3, '00:00'],
    [12.7, '00:12'],
  ])('%d s → %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });

  const DAY_MS = 86_400_000;
  it.each([
    // deadline (unix s), the device's clock (ms), server − device (ms), seconds left
    [1000, 400_000, 0, 600],
    [1000, 999_500, 0, 1],
    [1000, 1_000_000, 0, 0],
    [1000, 2_000_000, 0, 0],
    [null, 1, 0, null],
    // A skewed phone: its clock is off, the known difference brings it back to the server's time.
    [1000, 400_000 + 2 * DAY_MS, -2 * DAY_MS, 600], // 2 days ahead
    [1000, 400_000 - DAY_MS, DAY_MS, 600], // 1 day behind
    [1000, 400_000 + 5 * 60_000, -5 * 60_000, 600], // 5 minutes ahead
    // Before the first answer the difference is unknown (0): the device's clock is all there is.
    [1000, 400_000 + 2 * DAY_MS, 0, 0],
    [1000, 400_000 - DAY_MS, 0, 87_000],
  ])('expires %s, device at %i ms, offset %i ms → %s s', (at, device, offset, left) => {
    expect(secondsLeft(at, device, offset)).toBe(left);
  });
});

describe('contact data', () => {
  it('masks a phone, keeping the code and the last two digits', () => {
    expect(maskPhone('375291111111')).toBe('+375 ** ***-**-11');
    expect(maskPhone('123')).toBe('123');
  });
});

describe('cardBrandName', () => {
  it.each([
    ['mastercard', 'Mastercard'],
    ['visa', 'Visa'],
    ['Belkart', 'Belkart'],
    ['', ''],
  ])('%s → %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });
});

describe('which methods the page picks', () => {
  const card = { paymentId: 1, type: 'BePaid' };
  const erip = { paymentId: 3, type: 'Erip' };
  const balance = { paymentId: 4, type: 'Balance' };
  it.each([
    ['ERIP offered when the brand has it', [card, erip, balance], erip],
    ['no ERIP on a brand without it', [card, balance], undefined],
    ['a type that only mentions ERIP is not it', [card, { paymentId: 9, type: 'EripLater' }], undefined],
  ] as const)('%s', (_case, methods, expected) => expect(eripMethod(methods)).toBe(expected));

  it.each([
    ['the listed free method (id 4)', [card, balance], balance],
    ['id 4 even when the server did not list it', [card], { paymentId: 4, type: 'Balance' }],
  ] as const)('get takes %s', (_case, methods, expected) => expect(freeMethod(methods)).toEqual(expected));

  it.each([
    [1250, true],
    [1, true],
    [0, false],
    [-5, false],
  ])('balance %i: the points box can be ticked: %s', (points, enabled) =>
    expect(canUsePoints(points)).toBe(enabled),
  );
});
