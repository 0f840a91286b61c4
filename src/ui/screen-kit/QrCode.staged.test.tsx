// The first code of a page is built at once; the others after it is painted, one per task (a list's
// codes in one render were one long task).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BLANK_QR } from '../../lib/qr/qrSvg.ts';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

it('builds the first code at once and the rest one per task after it is painted', async () => {
  const { QrCode } = await import('./QrCode.tsx');
  render([1, 2, 3, 4, 5].map((n) => <QrCode key={n} value={`code-${n}`} size={100} label={`QR ${n}`} />));
  const built = () =>
    [1, 2, 3, 4, 5].filter(
      (n) => screen.getByRole('img', { name: `QR ${n}` }).getAttribute('src') !== BLANK_QR,
    ).length;
  expect(built()).toBe(1);
  fireEvent.load(screen.getByRole('img', { name: 'QR 1' }));
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
  const blank = () =>
    [1, 2, 3, 4].filter((n) => screen.getByRole('img', { name: `P ${n}` }).getAttribute('src') === BLANK_QR)
      .length;
  expect(blank()).toBe(3);
  act(() => {
    dispatchEvent(new Event('beforeprint'));
  });
  expect(blank()).toBe(0);
});
