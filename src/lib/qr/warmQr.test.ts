import { afterEach, describe, expect, it, vi } from 'vitest';

describe('warmQrEncoder', () => {
  // A fresh module each time: whether the page has encoded a code is the module's state.
  const freshModule = async () => {
    vi.resetModules();
    const qr = (await import('qrcode/lib/core/qrcode.js')).default;
    const create = vi.spyOn(qr, 'create');
    return { create, mod: await import('./warmQr.ts'), svg: await import('./qrSvg.ts') };
  };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('encodes a throwaway code, none of it in the caller’s task', async () => {
    const { create, mod } = await freshModule();
    const done = mod.warmQrEncoder();
    expect(create).not.toHaveBeenCalled();
    await done;
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('encodes nothing once the page has drawn a code', async () => {
    const { create, mod, svg } = await freshModule();
    svg.qrSvg('7700123456789012');
    await mod.warmQrEncoder();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
