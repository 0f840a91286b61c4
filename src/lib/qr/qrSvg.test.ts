import QRCode from 'qrcode/lib/core/qrcode.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDrawnCodes, qrSvg } from './qrSvg.ts';

/** The dark modules the path draws, read back from its `M x y h w v1 h-w z` rectangles. */
const drawn = (svg: string): Set<string> => {
  const d = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const cells = new Set<string>();
  for (const [, x, y, w, back] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    expect(back).toBe(w);
    for (let i = 0; i < Number(w); i += 1) cells.add(`${Number(x) + i - 2},${Number(y) - 2}`);
  }
  return cells;
};

describe('qrSvg', () => {
  it.each(['1', '123456789012', 'https://example.com/ticket/100101?x=1', 'ŽŸ'.repeat(40)])(
    'draws exactly the dark modules of %s, one rectangle per run',
    (value) => {
      const { modules } = QRCode.create(value, { errorCorrectionLevel: 'H' });
      const dark = new Set<string>();
      let runs = 0;
      for (let y = 0; y < modules.size; y += 1)
        for (let x = 0; x < modules.size; x += 1)
          if (modules.get(x, y)) {
            dark.add(`${x},${y}`);
            if (x === 0 || !modules.get(x - 1, y)) runs += 1;
          }
      const svg = qrSvg(value);
      expect(drawn(svg)).toEqual(dark);
      expect(svg.match(/M/g)).toHaveLength(runs);
    },
  );
});

describe('qrSvg, drawn once per code', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetDrawnCodes();
  });

  it('encodes a code drawn again (the sync beside the cards) only once', () => {
    const create = vi.spyOn(QRCode, 'create');
    const first = qrSvg('100101-once');
    expect(qrSvg('100101-once')).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps the latest 64 codes: the oldest is encoded again', () => {
    const create = vi.spyOn(QRCode, 'create');
    for (let i = 0; i <= 64; i += 1) qrSvg(`code-${i}`);
    expect(create).toHaveBeenCalledTimes(65);
    qrSvg('code-64');
    expect(create).toHaveBeenCalledTimes(65);
    qrSvg('code-0');
    expect(create).toHaveBeenCalledTimes(66);
  });

  it('forgets the codes with the session', () => {
    const create = vi.spyOn(QRCode, 'create');
    qrSvg('100101-session');
    forgetDrawnCodes();
    qrSvg('100101-session');
    expect(create).toHaveBeenCalledTimes(2);
  });
});
