// The gate start's contract with the sync: the next orders' first codes with their facts and the
// view's texts, already formatted and translated by the app when it synced (so the gate start needs
// neither the date library nor the catalogs), each with the time its code stops admitting. Kept in the
// device store's wholes (the `snapshots` table) under KEPT_KEYS.gateStart; read back through the guards below (no
// validation library: the gate start must not load the app's vendor code).
import type { GateViewCode } from '../../ui/screen-kit/GateView.tsx';

export type GateStart = GateViewCode & {
  /** The app language the texts are in. */
  lang: string;
  orderId: number;
  /** "Ticket 1 of 3", or null for an order with one code. */
  position: string | null;
  hint: string;
  /** Unix seconds after which the code no longer admits (kernel/entry.ts entryUntil), or null. */
  until: number | null;
  /**
   * The code's QR as an SVG document (lib/qr/qrSvg.ts), drawn by the sync: the gate start paints it without
   * running the encoder, whose first code on a fresh page costs a slow phone ~100 ms. Absent in what an
   * earlier version kept (the painter then encodes `value`).
   */
  svg?: string;
};

/**
 * How many orders' codes the sync keeps: the device may stay offline past the first event (two sessions
 * in a day, a festival), and the gate start must then open on the next code, not on a spent one.
 */
export const GATE_START_KEPT = 5;

const isString = (value: unknown): value is string => typeof value === 'string';

/** How every drawn code begins (lib/qr/qrSvg.ts): anything else kept under `svg` is not one. */
const SVG_START = '<svg xmlns="http://www.w3.org/2000/svg" ';

/** The kept value, when it has the shape written by the sync (anything else is ignored). */
export const asGateStart = (value: unknown): GateStart | null => {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ok =
    isString(v.lang) &&
    typeof v.orderId === 'number' &&
    Number.isInteger(v.orderId) &&
    isString(v.key) &&
    isString(v.value) &&
    v.value.length > 0 &&
    isString(v.code) &&
    isString(v.title) &&
    Array.isArray(v.facts) &&
    v.facts.every(isString) &&
    isString(v.label) &&
    (v.position === null || isString(v.position)) &&
    isString(v.hint) &&
    (v.until === null || (typeof v.until === 'number' && Number.isFinite(v.until))) &&
    (v.svg === undefined || (isString(v.svg) && v.svg.startsWith(SVG_START)));
  return ok ? (v as GateStart) : null;
};

/** The first kept code that still admits at `nowS` (unix seconds), or null. */
export const pickGateStart = (value: unknown, nowS: number): GateStart | null => {
  if (!Array.isArray(value)) return null;
  for (const item of value) {
    const kept = asGateStart(item);
    if (kept && (kept.until === null || nowS < kept.until)) return kept;
  }
  return null;
};
