// A QR code (spec §9: error-correction level high) as inline SVG with an image's role and name.
// Domain-free: orders, the offline view and customer cards all show one. The path is built from the QR
// matrix (src/lib/qr/qrSvg.ts); the square has its final size from the first render (no layout jump) and
// is white until its code is drawn. Inline, not an `<img>` of an SVG document: each such image is a
// document of its own for the browser to build on the main thread (docs/decisions-bench.md). No script
// and no inline style: presentation attributes only (the CSP).
//
// The gate moment: the first QR of a page is built in its first render, the others after that one is
// painted, one per idle moment. Building a dozen codes before the first is on screen cost seconds on a
// slow phone, and two per task were still long tasks; later codes (gate mode, a dialog) are built at once.
// Printing builds every waiting code at once.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { markFirstQrPaint, QR_CODE_CLASS, qrDrawing } from '../../lib/qr/qrSvg.ts';

type Props = {
  /** What the code encodes. */
  value: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** The image's accessible name; it should include the ticket or card code. */
  label: string;
  className?: string;
  /** Drawn in the first render whatever else is on the page (gate mode: the code is the point). */
  eager?: boolean;
};

/** A later code does not wait longer than this for the first one (e.g. when the first never loads). */
const WAIT_FOR_FIRST_MS = 1000;

let firstClaimed = false;
let firstPainted = false;
const waiting = new Set<() => void>();

/**
 * One code per task once the first is painted, each when the page is idle: a list's two dozen codes
 * built in one render were one long task (the phone cannot answer a tap meanwhile), and a code with its
 * SVG decode takes a slow phone ~40 ms, so two in a task already blocked input. The idle wait is capped
 * so a busy page still gets its codes.
 */
const IDLE_WAIT_MS = 300;

const nextSlot = (fn: () => void) => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(fn, { timeout: IDLE_WAIT_MS });
  else setTimeout(fn, 0);
};

const drainWaiting = () => {
  const [go] = waiting;
  if (go) {
    waiting.delete(go);
    go();
  }
  if (waiting.size > 0) nextSlot(drainWaiting);
};

const releaseWaiting = () => {
  if (firstPainted) return;
  firstPainted = true;
  drainWaiting();
};

// The paper gets every code, however early the customer prints: the page is laid out for print right after.
addEventListener('beforeprint', () =>
  flushSync(() => {
    firstPainted = true;
    for (const go of waiting) go();
    waiting.clear();
  }),
);

/** A code is in the page: it is painted in the next frame, and the waiting ones are built after that one. */
const onCodeDrawn = () => {
  markFirstQrPaint();
  if (!firstPainted) requestAnimationFrame(() => nextSlot(releaseWaiting));
};

/** True for the code that is drawn now: the page's first one, and every one after the first is painted. */
const drawsNow = (): boolean => {
  if (firstPainted) return true;
  if (firstClaimed) return false;
  firstClaimed = true;
  return true;
};

export const QrCode = ({ value, size, label, className, eager = false }: Props) => {
  const [ready, setReady] = useState(() => eager || drawsNow());
  useEffect(() => {
    if (ready) return;
    if (firstPainted) {
      setReady(true);
      return;
    }
    const go = () => setReady(true);
    waiting.add(go);
    const timer = setTimeout(releaseWaiting, WAIT_FOR_FIRST_MS);
    return () => {
      waiting.delete(go);
      clearTimeout(timer);
    };
  }, [ready]);
  const code = useMemo(() => (ready ? qrDrawing(value) : null), [ready, value]);
  useLayoutEffect(() => {
    if (code) onCodeDrawn();
  }, [code]);
  const box = code?.box ?? 1;
  return (
    <svg
      className={`${QR_CODE_CLASS} ${className ?? ''}`}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#fff" />
      {code && <path d={code.d} fill="#000" />}
    </svg>
  );
};
