// The first code of a page is built at once; the others after it is painted, two per task (a list's
// codes in one render were one long task).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BLANK_QR } from './qrSvg.ts';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

it('builds the first code at once and the rest two per task after it is painted', async () => {
  const { QrCode } = await import('./QrCode.tsx');
  render(
    <>
      {[1, 2, 3, 4, 5].map((n) => (
        <QrCode key={n} value={`code-${n}`} size={100} label={`QR ${n}`} />
      ))}
    </>,
  );
  const built = () =>
    [1, 2, 3, 4, 5].filter(
      (n) => screen.getByRole('img', { name: `QR ${n}` }).getAttribute('src') !== BLANK_QR,
    ).length;
  expect(built()).toBe(1);
  fireEvent.load(screen.getByRole('img', { name: 'QR 1' }));
  // The frame after the first code's frame, then one task per pair: 1, then 3, then 5 (never 1 → 5).
  const seen: number[] = [];
  for (let i = 0; i < 8; i++) {
    await act(() => vi.advanceTimersToNextTimer());
    seen.push(built());
  }
  expect(seen).toContain(3);
  expect(seen.at(-1)).toBe(5);
});
