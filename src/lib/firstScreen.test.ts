import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const settled = async (p: Promise<void>): Promise<boolean> => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('afterFirstScreen', () => {
  beforeEach(() => {
    performance.clearMarks('qr-visible');
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    performance.mark('qr-visible');
  });

  it('waits for the first code on screen, then an idle moment', async () => {
    const { afterFirstScreen } = await import('./firstScreen.ts');
    const ready = afterFirstScreen();
    expect(await settled(ready)).toBe(false);
    const { markFirstQrPaint } = await import('./qr/qrSvg.ts');
    markFirstQrPaint();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(ready)).toBe(true);
  });

  it('on a screen without codes, a moment after the load', async () => {
    const { afterFirstScreen } = await import('./firstScreen.ts');
    const ready = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1600);
    expect(await settled(ready)).toBe(true);
  });

  it('at once when the page is hidden (the customer leaves)', async () => {
    const { afterFirstScreen } = await import('./firstScreen.ts');
    const ready = afterFirstScreen();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(ready)).toBe(true);
  });
});
