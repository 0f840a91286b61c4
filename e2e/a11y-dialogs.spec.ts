// axe on every dialog the cabinet opens, in each brand: no serious or critical violation.
// Read-only: each dialog is opened, checked and closed (Escape or its cancel button); nothing that
// changes data is confirmed, so the shared demo server stays as other journeys expect it.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { A11Y_BRANDS, a11yAudit, seriousA11yViolations, settled } from './a11y.ts';
import { menuButton } from './models/menu.ts';
import { ANNA, type BrandHost, dialogEntryGone, origin, PHONE, signInByCookie } from './support.ts';

const OPEN = 'dialog[open]';

type Audit = ReturnType<typeof a11yAudit>;
type Step = (page: Page, audit: Audit, host: BrandHost) => Promise<void>;

const card = (page: Page, id: number) => page.getByTestId(`order-${id}`);

/** Opens a dialog with `open`, checks the open dialog, closes it with Escape. */
const dialogCheck = async (page: Page, audit: Audit, where: string, open: () => Promise<void>) => {
  await open();
  await expect(page.locator(OPEN)).toHaveCount(1);
  await audit.check(where, { include: OPEN });
  await page.keyboard.press('Escape');
  await expect(page.locator(OPEN)).toHaveCount(0);
  await dialogEntryGone(page);
};

const goto = async (page: Page, host: BrandHost, path: string) => {
  await page.goto(`${origin(host)}${path}`);
  await settled(page);
};

const click = (target: Locator) => async () => target.click();

const GROUPS: Readonly<Record<string, Step>> = {
  orders: async (page, audit, host) => {
    await goto(page, host, '/tickets/actual');
    const dialog = page.getByRole('dialog');
    // Return: terms, then the method step (nothing is returned).
    await card(page, 1014).getByRole('button', { name: 'Return order' }).click();
    await expect(dialog.getByTestId('refund-sum')).toBeVisible();
    await audit.check('return: terms', { include: OPEN });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await audit.check('return: confirmation', { include: OPEN });
    await dialog.getByRole('button', { name: 'Yes, return' }).click();
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await audit.check('return: method', { include: OPEN });
    await page.keyboard.press('Escape');
    await expect(page.locator(OPEN)).toHaveCount(0);

    await dialogCheck(
      page,
      audit,
      'cancel order',
      click(card(page, 1005).getByRole('button', { name: 'Cancel order' })),
    );
    await dialogCheck(
      page,
      audit,
      'e-registration (order)',
      click(card(page, 1007).getByRole('button', { name: 'Electronic registration', exact: true })),
    );
    await dialogCheck(
      page,
      audit,
      'e-registration (ticket)',
      click(card(page, 1007).getByTestId('train-ticket-100702').getByRole('button', { name: 'Register' })),
    );
    await dialogCheck(
      page,
      audit,
      'link a ticket',
      click(page.getByRole('button', { name: 'Link a ticket' }).first()),
    );
    await dialogCheck(
      page,
      audit,
      'item info',
      click(card(page, 1009).getByTestId('item-100901').getByRole('button', { name: 'Info' })),
    );
    await dialogCheck(
      page,
      audit,
      'item info (expired)',
      click(card(page, 1009).getByTestId('item-100902').getByRole('button', { name: 'Info' })),
    );
    await dialogCheck(
      page,
      audit,
      'gate mode',
      click(
        card(page, 1001)
          .getByRole('button', { name: /QR code of ticket/ })
          .first(),
      ),
    );
    await dialogCheck(
      page,
      audit,
      'sale widget (prolong)',
      click(card(page, 1009).getByTestId('item-100901').getByRole('button', { name: 'Prolong' })),
    );

    await goto(page, host, '/tickets/booked');
    await dialogCheck(
      page,
      audit,
      'cancel a ticket of a booking',
      click(card(page, 1003).getByTestId('ticket-100301').getByRole('button', { name: 'Cancel ticket' })),
    );
  },

  cards: async (page, audit, host) => {
    await goto(page, host, '/cards');
    const first = page.getByTestId('client-card').first();
    await first.getByRole('button', { name: /QR code of card/ }).click();
    await audit.check('card QR zoomed');
    await first.getByRole('button', { name: /QR code of card/ }).click();
    await dialogCheck(page, audit, 'link a card', click(page.getByRole('button', { name: 'Link a card' })));
    await dialogCheck(
      page,
      audit,
      'delete a client card',
      click(first.getByRole('button', { name: /Delete/ })),
    );
    await dialogCheck(
      page,
      audit,
      'remove the virtual card',
      click(page.getByRole('button', { name: 'Remove the virtual card' })),
    );
    await goto(page, host, '/cards?tab=payment');
    await page.getByRole('button', { name: 'Add a card' }).click();
    const form = page.getByRole('dialog', { name: 'Add a bank card' });
    await expect(form.getByLabel('Card number')).toBeVisible();
    await audit.check('payment card form', { include: OPEN });
    // The form with its field errors shown (nothing is saved: the card is refused by the client rules).
    await form.getByRole('button', { name: 'Save the card' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await audit.check('payment card form with errors', { include: OPEN });
    await page.keyboard.press('Escape');
    await dialogCheck(
      page,
      audit,
      'delete a payment card',
      click(
        page
          .getByTestId('payment-card')
          .first()
          .getByRole('button', { name: /Delete/ }),
      ),
    );
  },

  account: async (page, audit, host) => {
    await goto(page, host, '/profile/passports');
    await dialogCheck(
      page,
      audit,
      'add a passport',
      click(page.getByRole('button', { name: 'Add a document' })),
    );
    await dialogCheck(
      page,
      audit,
      'edit a passport',
      click(page.getByRole('button', { name: /Edit/ }).first()),
    );
    await dialogCheck(
      page,
      audit,
      'delete a passport',
      click(page.getByRole('button', { name: /Delete/ }).first()),
    );
    if (host === 'localhost') {
      await goto(page, host, '/profile/addresses');
      await dialogCheck(
        page,
        audit,
        'add an address',
        click(page.getByRole('button', { name: 'Add an address' })),
      );
      await dialogCheck(
        page,
        audit,
        'edit an address',
        click(page.getByRole('button', { name: /Edit/ }).first()),
      );
      await dialogCheck(
        page,
        audit,
        'delete an address',
        click(page.getByRole('button', { name: /Delete/ }).first()),
      );
    }
    await goto(page, host, '/balance');
    await dialogCheck(
      page,
      audit,
      'activate a promo code',
      click(page.getByRole('button', { name: 'Activate a code' })),
    );
    await goto(page, host, '/subscribes/active');
    // Anna's active subscription is on the Belarusian brand; the others show the empty state.
    if ((await page.getByRole('button', { name: 'Change plan' }).count()) > 0) {
      await dialogCheck(
        page,
        audit,
        'change plan',
        click(page.getByRole('button', { name: 'Change plan' }).first()),
      );
      await dialogCheck(
        page,
        audit,
        'cancel a subscription',
        click(page.getByRole('button', { name: 'Cancel subscription' }).first()),
      );
    }
    await goto(page, host, '/thank-you?order_id=1001');
    await dialogCheck(
      page,
      audit,
      'sale widget (buy more)',
      click(page.getByRole('button', { name: 'Buy more tickets' })),
    );
    await goto(page, host, '/nowhere');
    const city = page.getByRole('banner').getByRole('button', { name: /^City: / });
    if (host !== 'arena.localhost' || (await city.count()) > 0) {
      await dialogCheck(page, audit, 'city list', click(city.first()));
    }
  },

  phone: async (page, audit, host) => {
    await page.setViewportSize(PHONE);
    await goto(page, host, '/tickets/actual');
    const menu = menuButton(page);
    if ((await menu.count()) > 0) await dialogCheck(page, audit, 'phone menu sheet', click(menu));
    await dialogCheck(
      page,
      audit,
      'gate mode (phone)',
      click(
        card(page, 1007)
          .getByRole('button', { name: /QR code of train ticket/ })
          .first(),
      ),
    );
    // The city question of a visitor who has not chosen a city yet.
    await page.context().clearCookies({ name: 'city' });
    await page.reload();
    const question = page.getByRole('dialog', { name: /\?$/ });
    if (host !== 'arena.localhost') {
      await expect(question).toBeVisible({ timeout: 10_000 });
      await audit.check('city question', { include: OPEN });
    }
  },
};

test.describe.configure({ mode: 'parallel' });

for (const host of A11Y_BRANDS) {
  for (const [group, steps] of Object.entries(GROUPS)) {
    test(`${host}: the ${group} dialogs have no serious accessibility violations`, async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await signInByCookie(context, ANNA, host);
      await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
      const audit = a11yAudit(page);
      await steps(page, audit, host);
      audit.expectClean();
    });
  }
}

test('the audit catches a real violation inside an open dialog (the check can fail)', async ({ page }) => {
  await page.goto(`${origin()}/tickets/actual`);
  const dialog = page.locator(OPEN);
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  // An image without a text alternative and light grey text on white, added to the sign-in popup.
  await dialog.evaluate((el) => {
    const img = document.createElement('img');
    img.src = '/brand/by/favicon.svg';
    const faint = document.createElement('p');
    faint.textContent = 'Barely readable';
    faint.style.color = '#d0d0d0';
    el.querySelector('.dialog__body')?.append(img, faint);
  });
  const found = await seriousA11yViolations(page, { include: OPEN });
  expect(found.join('\n')).toMatch(/image-alt \(critical\)/);
  expect(found.join('\n')).toMatch(/color-contrast \(serious\)/);
});
