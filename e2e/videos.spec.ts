import { expect, test } from '@playwright/test';
import { atEachSize } from './sizes.ts';
import { ANNA, NINO, origin, signInByCookie, snap } from './support.ts';

test('videos: title, description clipped at 130 characters, copyright, image and watch', async ({
  page,
  context,
}) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/videos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои видео' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading')).toHaveText([
    'Лебединое озеро. Запись спектакля',
    'Джазовый вечер. Концерт онлайн',
  ]);
  const swan = cards.first();
  const text = swan.locator('.video-card__text');
  const full = (await text.getAttribute('title')) ?? '';
  expect(full.length).toBeGreaterThan(130);
  const shown = (await text.textContent()) ?? '';
  expect(shown.endsWith('…')).toBe(true);
  expect(Array.from(shown).length).toBeLessThanOrEqual(131);
  expect(full.startsWith(shown.slice(0, -1))).toBe(true);
  await expect(swan).toContainText('Большой театр');
  await expect(swan).toContainText(/УНП: \d+/);
  await expect(swan.locator('img')).toHaveAttribute('src', /\.svg$/);
  const watch = swan.getByRole('link', { name: 'Смотреть: Лебединое озеро. Запись спектакля' });
  await expect(watch).toHaveAttribute('href', 'https://kvitok.by/minsk/online/videos/1');
  await expect(watch).toHaveAttribute('target', '_blank');
  // The short one is shown whole.
  const jazz = cards.nth(1).locator('.video-card__text');
  await expect(jazz).toHaveText((await jazz.getAttribute('title')) ?? '');
});

test('an empty state when there are no videos', async ({ page, context }) => {
  await signInByCookie(context, NINO, 'ge.localhost');
  await page.goto(`${origin('ge.localhost')}/videos`);
  await expect(page.getByRole('heading', { name: 'ვიდეოები ჯერ არ არის' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ვიდეოპაკეტის არჩევა' })).toHaveAttribute(
    'href',
    '/subscribes/available',
  );
  await atEachSize(page, async (label) => {
    await snap(page, `videos-empty-${label}`);
  });
});

test('screenshots of the videos list', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await atEachSize(page, async (label) => {
    await page.goto(`${origin()}/videos`);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await snap(page, `videos-${label}`);
  });
});
