// WCAG 2.x contrast arithmetic for `#rgb` / `#rrggbb` colours (each brand's colours checked).

/** Relative luminance of an sRGB colour (WCAG 2.x definition). */
export const luminance = (hex: string): number => {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const digits =
    (m[1] as string).length === 3 ? [...(m[1] as string)].map((d) => d + d).join('') : (m[1] as string);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** Contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** WCAG AA minimums: body text 4.5:1; large text (24 px, or 18.66 px bold) and UI components 3:1. */
export const AA = { text: 4.5, large: 3, ui: 3 } as const;
