// an upcoming order goes into the customer's calendar as an .ics made on the device (online
// and offline), and its venue opens in maps.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { gateView } from './models/gateView.ts';
import { goOffline } from './network.ts';
import { orderCard as card, closeGateStart, visitOnline } from './offline-support.ts';
import { ANNA, NINO, origin, PHONE, signInByCookie } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

/** Taps "Add to calendar" on the order (or in `where`) and parses the downloaded file. */
const downloadEntry = async (page: Page, orderId: number, where: Locator = card(page, orderId)) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    where.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`order-${orderId}.ics`);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the file');
  return { text, vevent, event: new ICAL.Event(vevent) };
};

/** The order's event time as the API gives it (unix seconds). */
const sessionTime = async (page: Page, host: 'localhost' | 'ge.localhost', orderId: number) =>
  page.evaluate(
    async ([url, id]) => {
      const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '';
      const res = await fetch(url, { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } });
      const body = (await res.json()) as {
        data: Array<{ id: number; tickets: Array<{ session: { timeSpending: number } }> }>;
      };
      return body.data.find((o) => o.id === id)?.tickets[0]?.session.timeSpending ?? null;
    },
    [`${origin(host)}/api/v3/users/me/orders?type=actual&page=1`, orderId] as const,
  );

test('an upcoming event goes into the calendar, online and offline, with its venue in maps', async ({
  context,
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signInByCookie(context, ANNA);
  await visitOnline(page, origin('localhost'));

  const at = await sessionTime(page, 'localhost', 1001);
  const { event, vevent, text } = await downloadEntry(page, 1001);
  expect(event.uid).toBe('order-1001@localhost');
  expect(event.summary).toBe('Swan Lake');
  expect(event.startDate.toJSDate().getTime()).toBe((at ?? 0) * 1000);
  expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(2 * 3600 * 1000);
  // The place in the customer's language: the server answers the order in English.
  expect(event.location).toBe('Bolshoi Theatre, 1 Paris Commune Square, Minsk');
  expect(event.description).toContain('Order № 1001');
  expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
  // The codes, never the QR payload beyond them.
  expect(text).not.toMatch(/data:image/);

  // Directions: a maps search for the venue and its address, in a new window.
  const directions = card(page, 1001).getByRole('link', { name: 'Directions' });
  const href = (await directions.getAttribute('href')) ?? '';
  expect(new URL(href).hostname).toBe('www.google.com');
  expect(new URL(href).searchParams.get('query')).toMatch(/^Bolshoi Theatre, .+/);
  expect(await directions.getAttribute('target')).toBe('_blank');
  // A transfer has no venue address: no directions, but it can go in the calendar.
  await expect(card(page, 1008).getByRole('link', { name: 'Directions' })).toHaveCount(0);
  await expect(card(page, 1008).getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  // Where to be: a transfer's pick-up point in the customer's language, a train's departure station
  // (not its carrier).
  expect((await downloadEntry(page, 1008)).event.location).toBe('Minsk National Airport');
  expect((await downloadEntry(page, 1007)).event.location).toBe('Minsk-Passazhirsky');
  await card(page, 1001).scrollIntoViewIfNeeded();
  await card(page, 1001).screenshot({ path: 'test-results/screenshots/calendar-card-phone.png' });

  // Gate mode: the same two, as buttons in its bar; the QR does not move for them.
  await card(page, 1001)
    .getByRole('button', { name: /QR code of ticket/ })
    .first()
    .click();
  const gate = gateView(page);
  const qr = gate.getByRole('img', { name: /QR code of ticket/ });
  const qrBox = await qr.boundingBox();
  const inGate = await downloadEntry(page, 1001, gate);
  expect(inGate.event.uid).toBe('order-1001@localhost');
  expect(inGate.event.startDate.toJSDate().getTime()).toBe((at ?? 0) * 1000);
  await expect(gate.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', href);
  expect(await qr.boundingBox()).toEqual(qrBox);
  await page.screenshot({ path: 'test-results/screenshots/calendar-gate-phone.png' });
  await page.keyboard.press('Escape');
  await expect(gate).toHaveCount(0);

  // Offline: made from the device's copy.
  await goOffline(context);
  await page.reload();
  // Offline, the actual tab opens at the gate (the next ticket's QR full screen): closed first.
  await closeGateStart(page);
  const offline = await downloadEntry(page, 1001);
  expect(offline.event.uid).toBe('order-1001@localhost');
  expect(offline.event.startDate.toJSDate().getTime()).toBe((at ?? 0) * 1000);
});

test('a Georgian-host order: the file holds the same instant the card shows at +4 h', async ({
  context,
  page,
}) => {
  await signInByCookie(context, NINO, 'ge.localhost');
  await page.goto(`${origin('ge.localhost')}/tickets/actual`);
  const first = page
    .locator('[data-testid^="order-"]')
    .filter({ has: page.getByRole('button', { name: 'Add to calendar' }) })
    .first();
  await expect(first).toBeVisible();
  const id = Number((await first.getAttribute('data-testid'))?.replace('order-', ''));
  const at = await sessionTime(page, 'ge.localhost', id);
  const { event } = await downloadEntry(page, id);
  expect(event.uid).toBe(`order-${id}@ge.localhost`);
  expect(event.startDate.zone?.tzid).toBe('UTC');
  expect(event.startDate.toJSDate().getTime()).toBe((at ?? 0) * 1000);
  // The card shows the time at the brand's +4 h; the file's UTC time is 4 h earlier on the clock.
  const shown = new Date(((at ?? 0) + 4 * 3600) * 1000);
  const hhmm = `${String(shown.getUTCHours()).padStart(2, '0')}:${String(shown.getUTCMinutes()).padStart(2, '0')}`;
  await expect(first.getByText(hhmm).first()).toBeVisible();
});

test('used and returned orders offer neither the calendar nor directions', async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  await page.goto('/tickets/used');
  const cards = page.locator('[data-testid^="order-"]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Directions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
});
