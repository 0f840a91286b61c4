// The sign-in dialog is not precached (its phone metadata is 150 kB; signing in needs the network): a
// device that never opened it and is signed out with no network gets a small dialog saying why, and the
// real one as soon as the connection is back. Once loaded, the service worker keeps it.
import { expect, test } from '@playwright/test';
import { firstField, signInDialog } from './models/signInDialog.ts';
import { goOffline, goOnline } from './network.ts';
import { visitOnline } from './offline-support.ts';
import { ANNA, DESKTOP, origin, PHONE, sessionChangesUnder, signInByCookie } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

test('signed out with no network before the dialog was ever loaded: the reason, then the dialog online', async ({
  context,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInByCookie(context, ANNA);
  await visitOnline(page, origin('localhost'));

  // Signed out on this device (the cookies are gone) while there is no network: the page reloads by
  // itself, signed out.
  await goOffline(context);
  await sessionChangesUnder(page, () => context.clearCookies());
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You are offline. Signing in needs an internet connection.')).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/signin-offline-phone.png' });
  await page.setViewportSize(DESKTOP);
  // The header's menus that cannot load offline are left out, not shown as skeletons for ever (the
  // desktop header, with the services menu, renders once the width is known).
  await expect(page.locator('.hdr__search')).toBeVisible();
  await expect(page.locator('.hdr-skeleton')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/signin-offline-desktop.png' });

  // The connection is back: the page reloads into the real dialog, with the phone field.
  await goOnline(context);
  await expect(dialog.getByRole('textbox').first()).toBeVisible();

  // Kept by the service worker now: offline again, a cold start shows the real dialog.
  await goOffline(context);
  await page.reload();
  await expect(firstField(signInDialog(page))).toBeVisible();
  await goOnline(context);
});
