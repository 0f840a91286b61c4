// on every demo order's card the lines say what they are and add up to the total
// (the parts' prices are the order cost; cost + fee − discount = total = what the server charges). The
// payment page's totals come to the same total: src/app/ordersAndPayment.test.ts.
import { i18n } from '@lingui/core';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DEMO_NOW, demoOrder, demoOrders } from '../testing/demo.ts';
import { OrderCard } from './OrderCard.tsx';

vi.mock('@tanstack/react-router', () => ({
  Link: (p: { className?: string; children: ReactNode }) => (
    <a className={p.className} href="/payment">
      {p.children}
    </a>
  ),
}));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

/** `1.234,56 rub.` → 123456; a leading minus sign (− or -) makes it negative. */
const minor = (text: string | null | undefined): number => {
  const m = /([−-])?([\d.]+),(\d\d)/.exec(text ?? '');
  if (!m) throw new Error(`no amount in "${text}"`);
  const value = Number((m[2] ?? '').replaceAll('.', '')) * 100 + Number(m[3]);
  return m[1] ? -value : value;
};

const showCard = (id: number) => {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  renderWithProviders(
    <OrderCard order={demoOrder(id)} ctx={{ tab: 'all', now: DEMO_NOW }} online onIntent={() => {}} />,
  );
  return screen.getByRole('article');
};

/** The card's totals: the description list that holds the total. */
const totalsOf = (card: HTMLElement): HTMLElement | null =>
  within(card).queryByTestId('order-total')?.closest('dl') ?? null;

/** The value of every fact labelled `label` in the card's parts (not in its totals). */
const facts = (card: HTMLElement, label: string): number[] =>
  within(card)
    .queryAllByText(label, { selector: 'dt' })
    .filter((dt) => dt.closest('dl') !== totalsOf(card))
    .map((dt) => minor(dt.nextElementSibling?.textContent));

/** A line of the totals by its label, or null when the card does not show it. */
const line = (card: HTMLElement, label: string): number | null => {
  const dl = totalsOf(card);
  const dt = dl ? within(dl).queryByText(label, { selector: 'dt' }) : null;
  return dt ? minor(dt.nextElementSibling?.textContent) : null;
};

describe('every demo order’s card adds up', () => {
  const priced = [...demoOrders.values()].filter((o) => !o.isFromExternal).map((o) => o.id);
  it.each(priced)('order %i', (id) => {
    const order = demoOrder(id);
    const card = showCard(id);
    const total = minor(within(card).getByTestId('order-total').textContent);
    const parts = facts(card, 'Price').reduce((a, b) => a + b, 0);
    const cost = line(card, 'Order cost');
    const fee = line(card, 'Service fee') ?? 0;
    const discount = line(card, 'Discount') ?? 0;
    // The parts' prices are the order cost (or, with nothing added or taken off, the total).
    expect(parts).toBe(cost ?? total);
    expect((cost ?? total) + fee + discount).toBe(total);
    // The coupons' discounts are within the discount line.
    const coupons = facts(card, 'Discount').reduce((a, b) => a + b, 0);
    expect(Math.abs(coupons)).toBeLessThanOrEqual(Math.abs(discount));
    // What the server charges.
    expect(total).toBe(order.total_amount);
  });

  it('the external order shows no prices', () => {
    const card = showCard(1010);
    expect(within(card).queryByTestId('order-total')).toBeNull();
    expect(facts(card, 'Price')).toEqual([]);
  });
});
