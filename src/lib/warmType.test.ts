import { afterEach, expect, it } from 'vitest';
import { FIRST_SCREEN_TYPE } from './firstScreenType.ts';
import { warmType } from './warmType.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

it('lays out every weight and size once, a few per task, in hidden lines it removes', async () => {
  const lines: HTMLElement[] = [];
  const watch = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLElement) lines.push(n);
  });
  watch.observe(document.body, { childList: true });
  await warmType('ru');
  watch.disconnect();
  expect(document.body.children).toHaveLength(0);
  const set = lines.flatMap((line) =>
    [...line.querySelectorAll('span')].map((span) => `${span.style.fontWeight} ${span.style.fontSize}`),
  );
  expect(set).toEqual([...FIRST_SCREEN_TYPE]);
  expect(Math.max(...lines.map((line) => line.children.length))).toBeLessThanOrEqual(3);
  for (const line of lines) {
    expect(line.getAttribute('aria-hidden')).toBe('true');
    expect(line.className).toBe('visually-hidden');
  }
});

it('sets the letters of the page script: Georgian on a Georgian page', async () => {
  const texts: string[] = [];
  const watch = new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes) if (n instanceof HTMLElement) texts.push(n.textContent ?? '');
  });
  watch.observe(document.body, { childList: true });
  await warmType('ka');
  watch.disconnect();
  expect(texts[0]).toMatch(/[\u10D0-\u10FF]/);
});
