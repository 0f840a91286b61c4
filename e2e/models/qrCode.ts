// A QR code (src/ui/screen-kit/QrCode.tsx): inline SVG with an image's role; a code still waiting for its
// turn is its white square without the drawing.
import type { Locator } from '@playwright/test';

/** A code, for queries that run in the page (querySelector, closest). */
export const QR_CODE = '.qr-code';

/** How many of `codes` are still white squares (not drawn yet). */
export const blankCodes = (codes: Locator): Promise<number> =>
  codes.evaluateAll((all) => all.filter((code) => code.querySelector('path') === null).length);
