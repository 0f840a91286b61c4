// The first code of a page is built at once; the others after it is painted, one per task (a list's
// codes in one render were one long task).
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/** A code is drawn when its square has the dark modules' path; a waiting one is the white square only. */
const drawn = (code: HTMLElement) => code.querySelector('path') !== null;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

it('builds the first code at once and the rest one per task after it is painted', async () => {
  const { QrCode } = await import('./QrCode.tsx');
  render([1, 2, 3, 4, 5].map((n) => <QrCode key={n} value={`code-${n}`} size={100} label={`QR ${n}`} />));
  const built = () =>
    [1, 2, 3, 4, 5].filter((n) => drawn(screen.getByRole('img', { name: `QR ${n}` }))).length;
  expect(built()).toBe(1);
  // The frame after the first code's frame, then one task per code: 1, 2, 3, 4, 5 (never two at once).
  const seen: number[] = [];
  for (let i = 0; i < 10; i++) {
    await act(() => vi.advanceTimersToNextTimer());
    seen.push(built());
  }
  for (const [i, n] of seen.entries()) expect(n - (seen[i - 1] ?? 1)).toBeLessThanOrEqual(1);
  expect(seen).toContain(2);
  expect(seen.at(-1)).toBe(5);
});

it('builds every waiting code at once when the page is printed', async () => {
  const { QrCode } = await import('./QrCode.tsx');
  render([1, 2, 3, 4].map((n) => <QrCode key={n} value={`print-${n}`} size={100} label={`P ${n}`} />));
  const blank = () => [1, 2, 3, 4].filter((n) => !drawn(screen.getByRole('img', { name: `P ${n}` }))).length;
  expect(blank()).toBe(3);
  act(() => {
    dispatchEvent(new Event('beforeprint'));
  });
  expect(blank()).toBe(0);
});
