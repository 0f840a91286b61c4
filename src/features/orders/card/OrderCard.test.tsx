// Component tests of the order cards: what each kind shows and offers, per spec §2 and §4.
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSyncState } from '../../../lib/offline/syncState.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Order, OrderTab } from '../api.ts';
import type { OrderIntent } from '../list/actions.ts';
import {
  anItem,
  anOrder,
  aTicket,
  aTrainOrder,
  aTrainTicket,
  aTransfer,
  DAY,
  NOW,
} from '../testing/orders.ts';
import { OrderCard } from './OrderCard.tsx';

// The card's router link, as a plain anchor with its params filled in: no router needed to test a card.
vi.mock('@tanstack/react-router', () => ({
  Link: (p: { to: string; params?: Record<string, string>; className?: string; children: ReactNode }) => (
    <a className={p.className} href={p.to.replace(/\$(\w+)/g, (_, k: string) => p.params?.[k] ?? '')}>
      {p.children}
    </a>
  ),
}));

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

const show = (order: Order, { tab = 'actual' as OrderTab, online = true } = {}) => {
  // No network in component tests: the layout and profile queries stay pending.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const onIntent = vi.fn<(i: OrderIntent) => void>();
  renderWithProviders(
    <OrderCard order={order} ctx={{ tab, now: NOW }} online={online} onIntent={onIntent} />,
  );
  return { card: screen.getByRole('article'), onIntent };
};

describe('event ticket card', () => {
  it('shows the performance, the session facts, a 130 px QR named by the code, and the totals', () => {
    const { card } = show(anOrder());
    expect(within(card).getByRole('heading', { name: 'Swan Lake' })).toBeTruthy();
    const qr = within(card).getByRole('img', {
      name: 'QR code of ticket 123456789012, Stalls · Main hall · Row 7 · Place 12',
    });
    expect(qr.getAttribute('width')).toBe('130');
    for (const text of ['Bolshoi Theatre', 'Stalls', 'Main hall', '7', '12']) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(card).getByTestId('order-total').textContent).toMatch(/^45,00\u00a0/);
    expect(within(card).getByTestId('order-status').textContent).toBe('Paid');
  });

  it.each([
    ['javascript:alert(1)', 0],
    ['data:text/html,<script>alert(1)</script>', 0],
    ['https://cdn.example/swan-lake.jpg', 1],
  ])('draws the poster %s only when it is an image address (%i)', (url, drawn) => {
    const ticket = aTicket({
      performance: { name: 'Swan Lake', images: { original: null, '170x240': url } },
    });
    const { card } = show(anOrder({ tickets: [ticket] }));
    const posters = card.querySelectorAll('img.order-card__image');
    expect(posters).toHaveLength(drawn);
    if (drawn) expect(posters[0]?.getAttribute('src')).toBe(url);
  });

  it('a poster that fails offline is a plain tile, and is asked for again back online', () => {
    const url = 'https://cdn.example/swan-lake.jpg';
    const ticket = aTicket({
      performance: { name: 'Swan Lake', images: { original: null, '170x240': url } },
    });
    const order = anOrder({ tickets: [ticket] });
    const at = (online: boolean) => (
      <OrderCard order={order} ctx={{ tab: 'actual', now: NOW }} online={online} onIntent={vi.fn()} />
    );
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { rerender } = renderWithProviders(at(false));
    const card = screen.getByRole('article');
    const poster = card.querySelector('img.order-card__image');
    if (!poster) throw new Error('no poster');
    fireEvent.error(poster);
    // No broken-image frame: a tile of the same size.
    expect(card.querySelector('img.order-card__image')).toBeNull();
    expect(within(card).getByTestId('poster-missing').className).toBe('order-card__image');
    rerender(at(true));
    expect(card.querySelector('img.order-card__image')?.getAttribute('src')).toBe(url);
    expect(within(card).queryByTestId('poster-missing')).toBeNull();
  });

  it('two tickets of one order: each control and QR says its seat, and each active ticket can be shared', () => {
    const { card } = show(
      anOrder({
        tickets: [
          aTicket(),
          aTicket({ id: 100102, qr: '123456789013', ticket_code: '123456789013', place: '13' }),
        ],
      }),
    );
    const names = (role: 'button' | 'img', start: RegExp) =>
      within(card)
        .getAllByRole(role)
        .map((el) => el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? '')
        .filter((n) => start.test(n));
    expect(names('button', /^Return ticket/)).toEqual([
      'Return ticket, Stalls · Main hall · Row 7 · Place 12',
      'Return ticket, Stalls · Main hall · Row 7 · Place 13',
    ]);
    expect(names('button', /^Share/)).toEqual([
      'Share, Stalls · Main hall · Row 7 · Place 12',
      'Share, Stalls · Main hall · Row 7 · Place 13',
    ]);
    expect(names('img', /^QR code/)).toEqual([
      'QR code of ticket 123456789012, Stalls · Main hall · Row 7 · Place 12',
      'QR code of ticket 123456789013, Stalls · Main hall · Row 7 · Place 13',
    ]);
  });

  it('a returned ticket offers no Share', () => {
    const { card } = show(anOrder({ tickets: [aTicket({ returned_at: NOW - DAY })] }));
    expect(within(card).queryByRole('button', { name: /^Share/ })).toBeNull();
  });

  it('asks for the return dialog of the ticket with its session', () => {
    const { card, onIntent } = show(anOrder());
    fireEvent.click(
      within(card).getByRole('button', { name: 'Return ticket, Stalls · Main hall · Row 7 · Place 12' }),
    );
    expect(onIntent).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'returnTicket', ticketKind: 'tickets', ticketId: 100101 }),
    );
  });

  it('a returned ticket is struck through, without QR or return', () => {
    const { card } = show(anOrder({ tickets: [aTicket({ returned_at: NOW - DAY })] }));
    const ticket = within(card).getByTestId('ticket-100101');
    expect(ticket.className).toContain('part--struck');
    expect(within(ticket).queryByRole('img')).toBeNull();
    expect(within(ticket).queryByRole('button')).toBeNull();
    expect(within(ticket).getByText('Returned')).toBeTruthy();
  });

  it('booked order: no QR, cancel per ticket and for the order, a pay link to /payment/{id}', () => {
    const { card, onIntent } = show(
      anOrder({
        id: 1003,
        status: 0,
        type: 6,
        expired_at: NOW + 900,
        tickets: [aTicket({ qr: null, id: 100301 })],
      }),
      { tab: 'booked' },
    );
    expect(within(card).getByTestId('order-status').textContent).toBe('Booked');
    expect(within(card).queryByRole('img', { name: /QR/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe('/payment/1003');
    fireEvent.click(
      within(card).getByRole('button', { name: 'Cancel ticket, Stalls · Main hall · Row 7 · Place 12' }),
    );
    expect(onIntent).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'cancelTicket', ticketId: 100301 }),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    expect(onIntent).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'cancelOrder' }));
  });

  it('offline: return and cancel are disabled and say why', () => {
    const { card } = show(anOrder(), { online: false });
    expect(
      within(card).getByRole('button', { name: 'Return ticket, Stalls · Main hall · Row 7 · Place 12' }),
    ).toHaveProperty('disabled', true);
    expect(within(card).getByRole('button', { name: 'Return order' })).toHaveProperty('disabled', true);
    expect(within(card).getAllByText(/need(s)? a connection/).length).toBeGreaterThan(0);
  });

  it('external order: linked, no prices, no download, return or pay', () => {
    const { card } = show(anOrder({ isFromExternal: true }));
    expect(within(card).getByText('Linked')).toBeTruthy();
    expect(within(card).queryByTestId('order-total')).toBeNull();
    expect(within(card).queryByText(/45,00/)).toBeNull();
    expect(within(card).queryByRole('button', { name: /Download|Return/ })).toBeNull();
  });

  it('awaiting confirmation: one tag (its status chip, not a second "Awaiting") and no action footer', () => {
    const { card } = show(anOrder({ status: 0, awaitingConfirm: true, tickets: [aTicket({ qr: null })] }));
    expect(within(card).getByTestId('order-status').textContent).toBe('Awaiting confirmation');
    expect(within(card).getAllByText(/^Awaiting/)).toHaveLength(1);
    expect(within(card).queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('used tab: the label says Used, tickets start collapsed behind "Show tickets"', () => {
    const { card } = show(anOrder(), { tab: 'used' });
    expect(within(card).getByTestId('order-status').textContent).toBe('Used');
    const toggle = within(card).getByRole('button', { name: 'Show tickets (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(card).getByRole('img', { name: /QR code of ticket/ })).toBeTruthy();
  });
});

describe('train card', () => {
  it('shows route, train, passengers with 80 px QR and registration state; toggles per ticket', () => {
    const { card, onIntent } = show(
      aTrainOrder({
        trains: [aTrainTicket(), aTrainTicket({ id: 100702, places: '13', remoteCheckIn: true })],
      }),
    );
    expect(within(card).getByRole('heading', { name: 'Minsk → Brest' })).toBeTruthy();
    expect(within(card).getByText(/Train 701Б/)).toBeTruthy();
    const qrs = within(card).getAllByRole('img', { name: /QR code of train ticket/ });
    expect(qrs.map((q) => q.getAttribute('width'))).toEqual(['80', '80']);
    expect(within(card).getByText('Electronic registration: not done')).toBeTruthy();
    expect(within(card).getByText('Electronic registration: done')).toBeTruthy();
    fireEvent.click(
      within(within(card).getByTestId('train-ticket-100701')).getByRole('button', {
        name: 'Register, Car 5 · Place 12',
      }),
    );
    expect(onIntent).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'checkInTicket', ticketId: 100701, status: 1 }),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Electronic registration' }));
    expect(onIntent).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'checkInOrder', status: 1 }));
  });

  it('status 3: the pending message and no operations', () => {
    const { card } = show(aTrainOrder({ status: 3 }));
    expect(within(card).getByText(/being processed/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Register|Return|Cancel/ })).toBeNull();
  });
});

describe('transfer, items, services and coupons', () => {
  it('transfer: from, to, vehicle, class, max passengers, an 80 px QR', () => {
    const { card } = show(anOrder({ tickets: [], transfers: [aTransfer()] }));
    expect(within(card).getByRole('heading', { name: 'Minsk National Airport → Hotel Minsk' })).toBeTruthy();
    for (const text of ['Sedan', 'Comfort', '3'])
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    expect(
      within(card).getByRole('img', { name: 'QR code of transfer TR12345678' }).getAttribute('width'),
    ).toBe('80');
  });

  it('items: a 70 px QR, code, price, info and prolong; no whole-order return', () => {
    const { card, onIntent } = show(anOrder({ tickets: [], items: [anItem()] }));
    expect(within(card).getByRole('img', { name: 'QR code of item 1234567890' }).getAttribute('width')).toBe(
      '70',
    );
    expect(within(card).getByRole('button', { name: 'Prolong' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Return order' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Info' }));
    expect(onIntent).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'itemInfo' }));
  });

  // An item's or a service's QR is an entry code too; an order that admits nobody
  // (unpaid, return pending, returned, expired) shows neither.
  const service = { id: 1, name: 'Cloakroom', code: '555', qr: '555', price: 500 };
  it.each([
    ['paid', { status: 1 }, true],
    ['waiting for payment', { status: 0 }, false],
    ['return pending', { status: 3 }, false],
    ['returned', { status: 2 }, false],
    ['expired', { status: 4 }, false],
  ] as const)('item and service QRs of a %s order', (_state, over, shown) => {
    const { card } = show(anOrder({ ...over, items: [anItem()], services: [service] }));
    const item = within(card).queryByRole('img', { name: 'QR code of item 1234567890' });
    const svc = within(card).queryByRole('img', { name: 'QR code of service 555' });
    expect(item !== null).toBe(shown);
    expect(svc !== null).toBe(shown);
    expect(within(card).getByText('Cloakroom')).toBeTruthy();
  });

  it('a service QR ends with its event', () => {
    const over = aTicket({ session: { ...aTicket().session, timeSpending: NOW - DAY } });
    const { card } = show(anOrder({ tickets: [over], services: [service] }), { tab: 'used' });
    expect(within(card).queryByRole('img', { name: 'QR code of service 555' })).toBeNull();
  });

  it('services and coupons with the discount in the totals', () => {
    const { card } = show(
      anOrder({
        services: [{ id: 1, name: 'Programme', code: '555', qr: '555', price: 500 }],
        coupons: [{ id: 2, code: 'BALLET5', name: 'Ballet discount', discount: 500 }],
        totalDiscount: 500,
      }),
    );
    expect(within(card).getByText('Programme')).toBeTruthy();
    expect(within(card).getByText('BALLET5')).toBeTruthy();
    expect(within(card.querySelector('.totals') as HTMLElement).getByText('Discount')).toBeTruthy();
  });
});

describe('"Ready for the gate"', () => {
  afterEach(() => setSyncState({ syncedAt: null }));

  it('keeps its line, hidden, until the first sync has stored the codes; then says it', () => {
    setSyncState({ syncedAt: null });
    const { card } = show(anOrder());
    expect(within(card).queryByTestId('gate-ready')).toBeNull();
    const held = card.querySelector('.order-card__ready--pending');
    expect(held?.getAttribute('aria-hidden')).toBe('true');
    expect(within(card).queryByText('Ready for the gate')).toBeTruthy();
    cleanup();
    setSyncState({ syncedAt: NOW * 1000 });
    const after = show(anOrder()).card;
    expect(within(after).getByTestId('gate-ready').textContent).toContain('Ready for the gate');
    expect(after.querySelector('.order-card__ready--pending')).toBeNull();
  });
});
