// The gate view (src/ui/screen-kit/GateView.tsx): the full-screen dialog that shows a ticket's or a card's code at
// the gate or the cashier. Its selectors live here once; the specs ask for its parts by name.
import type { Locator, Page } from '@playwright/test';

/** Any gate view in the document, open or not: for "there is none" and "it came up". */
export const GATE_VIEW = 'dialog.gate-view';

/** The open gate view. */
export const gateView = (page: Page): Locator => page.locator(`${GATE_VIEW}[open]`);

/** Every gate view in the document, open or closed (a count of 0 means none was left behind). */
export const anyGateView = (page: Page): Locator => page.locator(GATE_VIEW);

/** The code's text under the QR (a ticket's number, a card's code), for queries that run in the page. */
export const GATE_CODE = '.gate-view__code';

/** The code's text under the QR of `gate`. */
export const gateCode = (gate: Locator): Locator => gate.locator(GATE_CODE);

/** The facts under the title (date, place…), in order. */
export const gateFacts = (gate: Locator): Locator => gate.locator('.gate-view__fact');

/** The hint about brightness and turning the phone. */
export const gateHint = (gate: Locator): Locator => gate.locator('.gate-view__hint');
