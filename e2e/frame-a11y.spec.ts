import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { ANNA, type BrandHost, NINO, origin, PHONE, signInByCookie } from './support.ts';

for (const host of ['localhost', 'ge.localhost', 'arena.localhost'] as BrandHost[]) {
  test(`the signed-in frame has no serious accessibility violations on ${host}`, async ({
    page,
    context,
  }) => {
    await signInByCookie(context, host === 'ge.localhost' ? NINO : ANNA, host);
    await page.goto(`${origin(host)}/nowhere`);
    await expect(page.getByRole('contentinfo')).toContainText('@');
    await expectNoSeriousA11yViolations(page);
  });
}

test('the sign-in popup has no serious accessibility violations on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(origin());
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
