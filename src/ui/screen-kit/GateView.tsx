// The gate view: one code at a time, full screen on white, as large as the screen allows (a CSS
// overlay: iPhone has no element Fullscreen API). Arrows, swipes and the arrow keys move between the
// codes; Escape closes. The screen is kept awake while it is open where the browser supports it.
// Domain-free: the caller gives the codes, their facts, and every text. Its styles (gate-view.css) are in
// the page's head, loaded by the page's entry (src/start/start.ts): the gate start paints this view's markup
// before the app's code loads.

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useBackCloses } from '../backCloses.ts';
import { QrCode } from './QrCode.tsx';

export type GateViewCode = {
  key: string;
  value: string;
  /** The human-readable code, shown large under the QR. */
  code: string;
  title: string;
  /** Lines under the title: date, seat… */
  facts: string[];
  /** The image's accessible name (includes the code). */
  label: string;
};

export type GateViewTexts = {
  close: string;
  previous: string;
  next: string;
  position: (n: number, of: number) => string;
  /** The brightness hint under the facts. */
  hint: string;
};

type Props = {
  codes: GateViewCode[];
  startKey: string;
  onClose: () => void;
  texts: GateViewTexts;
  /**
   * Buttons for the bar, before the close button, for the code on screen (the bar's height is fixed: the
   * QR never moves for them).
   */
  actions?: (code: GateViewCode) => ReactNode;
};

type WakeLockLike = { release: () => Promise<void> };
type WakeLockNavigator = Navigator & { wakeLock?: { request: (type: 'screen') => Promise<WakeLockLike> } };

/** Holds the Screen Wake Lock while mounted (re-asked when the page becomes visible again). */
const useWakeLock = () => {
  useEffect(() => {
    const nav = navigator as WakeLockNavigator;
    if (!nav.wakeLock) return;
    let lock: WakeLockLike | null = null;
    let gone = false;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      nav.wakeLock
        ?.request('screen')
        .then((l) => {
          if (gone) void l.release();
          else lock = l;
        })
        .catch(() => undefined);
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', ask);
      void lock?.release().catch(() => undefined);
    };
  }, []);
};

const SWIPE_PX = 50;

const NavButton = ({ label, path, onClick }: { label: string; path: string; onClick: () => void }) => (
  <button type="button" className="gate-view__nav" onClick={onClick} aria-label={label}>
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path d={path} stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  </button>
);

export const GateView = ({ codes, startKey, onClose, texts, actions }: Props) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      codes.findIndex((c) => c.key === startKey),
    ),
  );
  const swipeFrom = useRef<number | null>(null);
  useWakeLock();
  // Open while mounted: Back closes it (backCloses.ts).
  useBackCloses(true, onClose);

  useEffect(() => {
    const el = ref.current;
    // The view is unmounted, not just closed: the browser's own focus return does not happen for a
    // removed dialog, so focus goes back to the control that opened it (a ticket's QR) by hand.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (el && !el.open) el.showModal();
    // Focus starts on Close, as it did before the app (the gate start), not on the first bar button.
    el?.querySelector<HTMLElement>('.gate-view__close')?.focus();
    return () => {
      el?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const current = codes[index];
  if (!current) return null;
  // A dialog opened from the bar (a ticket's share) is inside this one in React's tree, where its events
  // bubble up to here: its Escape and keys are its own.
  const own = (e: { target: EventTarget }) =>
    e.target instanceof Element && e.target.closest('dialog') === ref.current;
  const many = codes.length > 1;
  const go = (step: number) => setIndex((i) => (i + step + codes.length) % codes.length);

  return (
    <dialog
      ref={ref}
      className="gate-view"
      aria-labelledby={titleId}
      onCancel={(e) => {
        if (!own(e)) return;
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (!many || !own(e)) return;
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
      }}
      onPointerDown={(e) => {
        swipeFrom.current = own(e) ? e.clientX : null;
      }}
      onPointerUp={(e) => {
        const from = swipeFrom.current;
        swipeFrom.current = null;
        if (!many || from === null) return;
        const dx = e.clientX - from;
        if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
      }}
    >
      <div className="gate-view__bar">
        {many && <p className="gate-view__position">{texts.position(index + 1, codes.length)}</p>}
        {actions?.(current)}
        <button type="button" className="gate-view__close" onClick={onClose} aria-label={texts.close}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="gate-view__stage">
        {many && <NavButton label={texts.previous} path="M15 5l-7 7 7 7" onClick={() => go(-1)} />}
        <QrCode
          key={current.key}
          className="gate-view__qr"
          value={current.value}
          size={320}
          label={current.label}
          eager
        />
        {many && <NavButton label={texts.next} path="M9 5l7 7-7 7" onClick={() => go(1)} />}
      </div>
      <div className="gate-view__info" aria-live="polite">
        <p className="gate-view__code" data-testid="gate-code">
          {current.code}
        </p>
        <h2 id={titleId} className="gate-view__title">
          {current.title}
        </h2>
        {current.facts.map((f) => (
          <p key={f} className="gate-view__fact">
            {f}
          </p>
        ))}
        <p className="gate-view__hint">{texts.hint}</p>
      </div>
    </dialog>
  );
};
