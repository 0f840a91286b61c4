// axe on every route of the cabinet in each brand: no serious or critical violation.
// One signed-in context per brand visits every route in turn; the findings are collected and reported
// together. Read-only: nothing is submitted. Dialogs are in a11y-dialogs.spec.ts.
import { expect, test } from '@playwright/test';
import { A11Y_BRANDS, a11yAudit, settled } from './a11y.ts';
import { ANNA, type BrandHost, origin, PHONE, signInByCookie } from './support.ts';

type RouteCase = { path: string; brands?: readonly BrandHost[] };

/** Every route of src/routes (with its tabs), as Anna sees it, in groups that run in parallel. */
const ROUTE_GROUPS: Readonly<Record<string, readonly RouteCase[]>> = {
  orders: [
    { path: '/tickets/actual' },
    { path: '/tickets/booked' },
    { path: '/tickets/used' },
    { path: '/tickets/all' },
    { path: '/nowhere' },
  ],
  money: [
    { path: '/balance' },
    { path: '/balance?tab=history' },
    { path: '/promotions' },
    { path: '/promotions?tab=used' },
    { path: '/early-booking' },
    { path: '/cards' },
    { path: '/cards?tab=payment' },
  ],
  account: [
    { path: '/profile/info' },
    { path: '/profile/passports' },
    { path: '/profile/addresses', brands: ['localhost'] },
    { path: '/subscribes/active' },
    { path: '/subscribes/available' },
    { path: '/subscribes/payment?plan=3' },
    { path: '/videos' },
    { path: '/payment/1005' },
    { path: '/thank-you?order_id=1001' },
    { path: '/thank-you?order_id=1003' },
    { path: '/erip/1005' },
  ],
};

test.describe.configure({ mode: 'parallel' });

for (const host of A11Y_BRANDS) {
  for (const [group, routes] of Object.entries(ROUTE_GROUPS)) {
    test(`${host}: the ${group} routes have no serious accessibility violations`, async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await signInByCookie(context, ANNA, host);
      const audit = a11yAudit(page);
      for (const { path, brands } of routes) {
        if (brands && !brands.includes(host)) continue;
        await page.goto(`${origin(host)}${path}`);
        await settled(page);
        await audit.check(`${host}${path}`);
      }
      if (group === 'orders') {
        // The header's search box with its results.
        await page.getByRole('banner').getByRole('combobox').first().pressSequentially('swan', { delay: 40 });
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
        await audit.check(`${host} search results`);
      }
      audit.expectClean();
    });
  }

  test(`signed out on ${host} (phone size): the sign-in popup has no serious violations`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const audit = a11yAudit(page);
    await page.goto(`${origin(host)}/tickets/actual`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await audit.check(`${host} sign-in: phone step`);
    audit.expectClean();
  });
}
