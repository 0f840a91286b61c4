import { describe, expect, it, vi } from 'vitest';
import { routesWaitForTexts } from './routeTexts.ts';

const splitComponent = () => Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()) });

describe('routesWaitForTexts', () => {
  it.each([
    ['/balance', true],
    ['/profile/info', true],
    ['/tickets/actual', false],
    ['/tickets', false],
  ])('a screen of %s waits for the whole language: %s', async (id, waits) => {
    const component = splitComponent();
    let release = () => {};
    const texts = vi.fn(() => new Promise<void>((r) => (release = r)));
    routesWaitForTexts([{ id, options: { component } }], texts);
    let loaded = false;
    const load = component.preload()?.then(() => (loaded = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(texts).toHaveBeenCalledTimes(waits ? 1 : 0);
    if (waits) {
      await new Promise((r) => setTimeout(r, 0));
      expect(loaded).toBe(false);
      release();
    }
    await load;
    expect(loaded).toBe(true);
  });
});
