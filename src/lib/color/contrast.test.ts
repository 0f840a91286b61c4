import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../kernel/brand/brands.ts';
import { AA, contrastRatio, luminance } from './contrast.ts';

describe('contrast arithmetic', () => {
  it.each([
    ['#000', '#fff', 21],
    ['#fff', '#fff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#0000ff', '#ffffff', 8.59],
  ])('%s on %s is %f', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2));
  it('is symmetric', () => expect(contrastRatio('#c8102e', '#fff')).toBe(contrastRatio('#fff', '#c8102e')));
  it('refuses what is not a hex colour', () => expect(() => luminance('red')).toThrow());
});

// The shared palette as the stylesheet declares it (:root of src/styles/base.css), so a change there is
// checked too.
const css = readFileSync(join(import.meta.dirname, '../../styles/base.css'), 'utf8');
const token = (name: string): string => {
  const m = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,6})\\b`).exec(css);
  if (!m) throw new Error(`--${name} is not a hex colour in base.css`);
  return m[1] as string;
};
const white = '#ffffff';
/** CSS `color-mix(in srgb, <hex> <p>%, white)`. */
const tint = (hex: string, percent: number): string =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (percent / 100) + 255 * (1 - percent / 100))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

describe('the shared palette (base.css)', () => {
  const pairs: [string, string, string, number][] = [
    ['text on the page', token('text'), token('bg'), AA.text],
    ['text on a card', token('text'), token('surface'), AA.text],
    ['muted text on a card', token('muted'), token('surface'), AA.text],
    ['muted text on the page', token('muted'), token('bg'), AA.text],
    ['muted text on the second surface', token('muted'), token('surface-2'), AA.text],
    ['error text on white', token('danger'), white, AA.text],
    ['error text on its banner', token('danger'), token('danger-bg'), AA.text],
    ['success text on its banner', token('success'), token('success-bg'), AA.text],
    ['warning text on its banner', token('warning'), token('warning-bg'), AA.text],
    ['a field outline against a card (UI component)', token('field-border'), token('surface'), AA.ui],
    ['a read-only field outline (UI component)', token('field-border'), token('surface-2'), AA.ui],
  ];
  it.each(pairs)('%s', (_, fg, bg, min) => expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min));
});

describe.each(Object.values(BRANDS))('the $name brand colours', (brand) => {
  const { primary, primaryDark, onPrimary, accent } = brand.colors;
  const pairs: [string, string, string, number][] = [
    ['primary button text', onPrimary, primary, AA.text],
    ['primary button text on hover', onPrimary, primaryDark, AA.text],
    ['brand-coloured text on a card', primary, white, AA.text],
    ['brand-coloured text on the page', primary, token('bg'), AA.text],
    ['links on a card', accent, white, AA.text],
    ['links on the page', accent, token('bg'), AA.text],
    ['links on the second surface', accent, token('surface-2'), AA.text],
    ['the focus ring against the page (UI component)', accent, token('bg'), AA.ui],
    ['a primary button against the page (UI component)', primary, token('bg'), AA.ui],
    ['the current side-menu item (brand-dark on the 9% brand tint)', primaryDark, tint(primary, 9), AA.text],
    ['a selected search option (text on the 9% brand tint)', token('text'), tint(primary, 9), AA.text],
  ];
  it.each(pairs)('%s', (_, fg, bg, min) => {
    expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
  });
});
