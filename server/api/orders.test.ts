// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textIn } from '../i18n/messages.ts';
import { bearer, DAY_S, jsonBody, NOW_S, rowsOf, signIn, startApp, type TestApp } from '../test-support.ts';

type OrderJson = {
  id: number;
  status: number;
  tickets: { id: number; qr: string | null; returned_at: number | null; performance: { name: string } }[];
  trains: { id: number; remoteCheckIn: number }[];
  options: { remoteCheckIn: number };
  isFromExternal: number;
  expired_ad: number | null;
};
type Page = { data: OrderJson[]; last_page: number; current_page: number };

let app: TestApp;
let anna: Record<string, string>;
let nino: Record<string, string>;
beforeEach(async () => {
  app = await startApp();
  anna = bearer(await signIn(app, '+375 29 111-11-11', 'demo-pass'));
  nino = bearer(await signIn(app, '+995 555 12 34 56', 'demo-pass', 'ge.localhost'));
});
afterEach(() => app.close());

const db = () => rowsOf(app.db);

describe('GET /api/v3/users/me/orders (type, page → data, last_page)', () => {
  const ids = async (type: string, page = 1) => {
    const res = await app.get(`/api/v3/users/me/orders?type=${type}&page=${page}`, anna);
    expect(res.status).toBe(200);
    const body = res.json<Page>();
    return { ids: body.data.map((o) => o.id), last: body.last_page };
  };

  it('actual: upcoming orders except bookings, soonest first, one page', async () => {
    const { ids: actual, last } = await ids('actual');
    expect(last).toBe(1);
    expect(actual).toContain(1001);
    expect(actual).toContain(1009);
    expect(actual).not.toContain(1003);
    expect(actual.some((id) => id >= 1016 && id <= 1040)).toBe(false);
  });

  it('booked: the booking 1003 only', async () => {
    expect((await ids('booked')).ids).toEqual([1003]);
  });

  it('used: the 25 past orders and the returned and expired ones, on two pages of 20, latest first', async () => {
    const first = await ids('used');
    const second = await ids('used', 2);
    expect(first.last).toBe(2);
    expect(first.ids).toHaveLength(20);
    expect(second.ids).toHaveLength(7);
    expect(new Set([...first.ids, ...second.ids])).toEqual(
      new Set([1011, 1012, ...Array.from({ length: 25 }, (_, i) => 1016 + i)]),
    );
    // Expired two days ago, before the past event three days ago; returned three days ago.
    expect(first.ids.slice(0, 2)).toEqual([1012, 1011]);
  });

  it('all: every order of the customer, never another customer’s', async () => {
    const first = await ids('all');
    const second = await ids('all', 2);
    expect([...first.ids, ...second.ids].sort()).toEqual(Array.from({ length: 40 }, (_, i) => 1001 + i));
  });

  it('refuses a bad type or page with 422 and errors, and answers 401 without a token', async () => {
    for (const q of ['type=nope', 'type=used&page=0', 'type=used&page=x']) {
      const res = await app.get(`/api/v3/users/me/orders?${q}`, anna);
      expect(res.status).toBe(422);
      expect(res.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
    }
    expect((await app.get('/api/v3/users/me/orders?type=actual')).status).toBe(401);
  });
});

describe('GET /api/v3/users/me/orders/{id}?lang=', () => {
  it('answers the order with names in the asked language and the platform spelling expired_ad', async () => {
    const en = (await app.get('/api/v3/users/me/orders/1001?lang=en', anna)).json<OrderJson>();
    expect(en.tickets[0]?.performance.name).toBe('Swan Lake');
    const ru = (await app.get('/api/v3/users/me/orders/1001?lang=ru', anna)).json<OrderJson>();
    expect(ru.tickets[0]?.performance.name).toBe('Лебединое озеро');
    const booked = (await app.get('/api/v3/users/me/orders/1003', anna)).json<OrderJson>();
    expect(booked.expired_ad).toBe(NOW_S + 15 * 60);
  });

  it("answers 404 for another customer's order and for an unknown one", async () => {
    expect((await app.get('/api/v3/users/me/orders/2001', anna)).status).toBe(404);
    expect((await app.get('/api/v3/users/me/orders/1001', { ...nino, host: 'ge.localhost' })).status).toBe(
      404,
    );
    expect((await app.get('/api/v3/users/me/orders/9999', anna)).status).toBe(404);
  });
});

describe('GET /api/v3/users/me/orders/item/{id}', () => {
  it('answers visits and the end time; 404 for another customer', async () => {
    const res = await app.get('/api/v3/users/me/orders/item/100901', anna);
    expect(res.json()).toEqual({ countVisits: 3, numberVisits: 8, end: NOW_S + 30 * DAY_S });
    expect(
      (await app.get('/api/v3/users/me/orders/item/100901', { ...nino, host: 'ge.localhost' })).status,
    ).toBe(404);
  });
});

describe('cancel: DELETE /api/v2/frame/order/{id}[/ticket/{ticketId}]', () => {
  it('cancels one ticket without a QR of booking 1003 and recomputes the total', async () => {
    const res = await app.call('DELETE', '/api/v2/frame/order/1003/ticket/100301', { headers: anna });
    expect(res.status).toBe(200);
    expect(db().all('SELECT id FROM tickets WHERE order_id = 1003')).toEqual([{ id: 100302 }]);
    expect(db().one('SELECT total_amount FROM orders WHERE id = 1003').total_amount).toBe(3150);
  });

  it('cancels the whole waiting order 1005', async () => {
    expect((await app.call('DELETE', '/api/v2/frame/order/1005', { headers: anna })).status).toBe(200);
    expect(db().all('SELECT id FROM orders WHERE id = 1005')).toEqual([]);
  });

  it('refuses to cancel a paid order, a ticket with a QR, and another customer’s order', async () => {
    const paid = await app.call('DELETE', '/api/v2/frame/order/1001', { headers: anna });
    expect(paid.status).toBe(422);
    expect(paid.json<{ errors: string[] }>().errors[0]).toBe(textIn('ru', 'orders.onlyUnpaidCancel'));
    expect(
      (await app.call('DELETE', '/api/v2/frame/order/1001/ticket/100101', { headers: anna })).status,
    ).toBe(422);
    expect((await app.call('DELETE', '/api/v2/frame/order/2001', { headers: anna })).status).toBe(404);
    expect(db().all('SELECT id FROM orders WHERE id IN (1001, 2001)')).toHaveLength(2);
  });
});

describe('return-info and return', () => {
  it('order 1001: returnable, sum of both tickets, organizer allowed by the session', async () => {
    const info = (await app.get('/api/v3/users/me/orders/1001/return-info', anna)).json();
    expect(info).toMatchObject({
      isReturnable: true,
      returnableSum: 9000,
      comissionSum: 0,
      methods: { balance: true, organizator: true, card: true },
    });
  });

  it('ticket of 1002 that was printed: not returnable, with a comment', async () => {
    const info = (await app.get('/api/v3/users/me/orders/1002/tickets/100202/return-info', anna)).json();
    expect(info).toMatchObject({ isReturnable: false, comment: textIn('ru', 'orders.printed') });
  });

  it('returns one ticket of 1001 to points: returned_at set, balance +450, a transaction', async () => {
    const res = await app.call('DELETE', '/api/v3/users/me/orders/1001/tickets/100101?type=balance', {
      headers: anna,
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(db().one('SELECT returned_at FROM tickets WHERE id = 100101').returned_at).toBe(NOW_S);
    expect(db().one('SELECT balance FROM users WHERE id = 1').balance).toBe(1250 + 450);
    expect(
      db().one('SELECT credit, sum FROM transactions WHERE user_id = 1 ORDER BY id DESC LIMIT 1'),
    ).toEqual({
      credit: 45000,
      sum: 170000,
    });
    expect(db().one('SELECT status FROM orders WHERE id = 1001').status).toBe(1);
    // The same ticket again: refused.
    const again = await app.call('DELETE', '/api/v3/users/me/orders/1001/tickets/100101?type=balance', {
      headers: anna,
    });
    expect(again.status).toBe(422);
  });

  it('returns the whole order 1014 to a card: status 2, a pending card refund, balance unchanged', async () => {
    const res = await app.call('DELETE', '/api/v3/users/me/orders/1014?type=card', { headers: anna });
    expect(res.status).toBe(200);
    expect(db().one('SELECT status, receipt_return FROM orders WHERE id = 1014')).toEqual({
      status: 2,
      receipt_return: 1,
    });
    expect(db().all('SELECT method, status FROM refunds WHERE order_id = 1014')).toHaveLength(2);
    expect(db().one('SELECT balance FROM users WHERE id = 1').balance).toBe(1250);
  });

  it('refuses: a scanned past ticket, status 3, external, a bad method, organizer when the session does not allow it', async () => {
    const cases: [string, number][] = [
      ['/api/v3/users/me/orders/1016?type=balance', 422],
      ['/api/v3/users/me/orders/1006?type=balance', 422],
      ['/api/v3/users/me/orders/1010?type=balance', 422],
      ['/api/v3/users/me/orders/1001?type=cash', 422],
      ['/api/v3/users/me/orders/1002/tickets/100203?type=organizator', 422],
      ['/api/v3/users/me/orders/2001?type=balance', 404],
    ];
    for (const [path, status] of cases) {
      const res = await app.call('DELETE', path, { headers: anna });
      expect(res.status, path).toBe(status);
      expect(Array.isArray(res.json<{ errors: unknown }>().errors), path).toBe(true);
    }
  });

  it('returns a train ticket of 1007 by its kind trains', async () => {
    const res = await app.call('DELETE', '/api/v3/users/me/orders/1007/trains/100702?type=balance', {
      headers: anna,
    });
    expect(res.status).toBe(200);
    expect(db().one('SELECT returned_at FROM train_tickets WHERE id = 100702').returned_at).toBe(NOW_S);
  });
});

describe('POST /api/v2/users/me/assign/ticket', () => {
  it('links EXT-12345 as external order 1041 with the ticket code; a second time is a 400', async () => {
    const res = await app.call(
      'POST',
      '/api/v2/users/me/assign/ticket',
      jsonBody({ code: 'EXT-12345' }, anna),
    );
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ order_id: 1041 });
    const order = (await app.get('/api/v3/users/me/orders/1041', anna)).json<OrderJson>();
    expect(order).toMatchObject({ id: 1041, status: 1, isFromExternal: 1 });
    expect(order.tickets[0]?.qr).toMatch(/^\d{12}$/);
    const again = await app.call(
      'POST',
      '/api/v2/users/me/assign/ticket',
      jsonBody({ code: 'EXT-12345' }, anna),
    );
    expect(again.status).toBe(400);
    expect(again.json<{ errors: string[] }>().errors[0]).toBe(textIn('ru', 'orders.ticketLinkedElsewhere'));
  });

  it('answers 400 with a message for an unknown number', async () => {
    const res = await app.call('POST', '/api/v2/users/me/assign/ticket', jsonBody({ code: 'NOPE' }, anna));
    expect(res.status).toBe(400);
    expect(res.json<{ errors: string[] }>().errors[0]).toBe(textIn('ru', 'orders.ticketNumberUnknown'));
  });
});

describe('remote check-in (PUT …/remote-checkin, status 1 on, 0 off)', () => {
  const put = (path: string, status: number) => app.call('PUT', path, jsonBody({ status }, anna));

  it('registers ticket 2 of 1007, which makes the whole order registered', async () => {
    const res = await put('/api/v3/integration/train/order/1007/trains/100702/remote-checkin', 1);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 1 });
    expect(db().one('SELECT remote_checkin FROM train_tickets WHERE id = 100702').remote_checkin).toBe(1);
    expect(db().one('SELECT remote_checkin FROM orders WHERE id = 1007').remote_checkin).toBe(1);
  });

  it('removes registration for the whole order', async () => {
    expect((await put('/api/v3/integration/train/order/1007/remote-checkin', 0)).status).toBe(200);
    expect(db().all('SELECT remote_checkin FROM train_tickets WHERE order_id = 1007')).toEqual([
      { remote_checkin: 0 },
      { remote_checkin: 0 },
    ]);
  });

  it('refuses: status 3 order, an event order, a bad status, another customer', async () => {
    expect((await put('/api/v3/integration/train/order/1006/remote-checkin', 1)).status).toBe(422);
    expect((await put('/api/v3/integration/train/order/1001/remote-checkin', 1)).status).toBe(422);
    expect((await put('/api/v3/integration/train/order/1007/remote-checkin', 5)).status).toBe(422);
    expect((await put('/api/v3/integration/train/order/2001/remote-checkin', 1)).status).toBe(404);
  });
});
