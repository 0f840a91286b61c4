// The sync with validators: the device keeps each answer with its validator, and a
// sync with nothing changed on the server gets only 304s, while the screen keeps showing the orders.
import { expect, test } from '@playwright/test';
import { orderCard, visitOnline } from './offline-support.ts';
import { ANNA, origin, PHONE, signInByCookie, snap } from './support.ts';

test.use({ viewport: PHONE });

test('a sync with nothing changed gets only 304s and the orders stay on screen', async ({
  context,
  page,
}) => {
  await signInByCookie(context, ANNA);
  await visitOnline(page, origin());
  const answers: { path: string; status: number; byWorker: boolean }[] = [];
  // The page hands its sync to the service worker (src/lib/offline/pageSync.ts): its requests are the
  // worker's, reported on the context.
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/'))
      answers.push({
        path: `${url.pathname}${url.search}`,
        status: response.status(),
        byWorker: response.request().serviceWorker() !== null,
      });
  });
  // What the app does on a reconnect: one sync of the whole kept set.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // Anna's kept set: the actual, booked and used tabs (one page each), profile, layout, cabinet page, cards.
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(7);
  await expect(page.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved');
  expect(
    answers.map((a) => a.status),
    JSON.stringify(answers),
  ).toEqual(answers.map(() => 304));
  expect(answers.filter((a) => a.path.startsWith('/api/v3/users/me/orders?')).length).toBe(3);
  expect(answers.every((a) => a.byWorker)).toBe(true);
  await expect(orderCard(page, 1001)).toBeVisible();
  await snap(page, 'sync-unchanged-phone');
});
