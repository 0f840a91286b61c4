import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../lib/nextPaint.ts';
import { useResolved } from '../lib/useResolved.ts';
import { LazySignInDialog } from './LazySignInDialog.tsx';

/** What a signed-out visitor sees: the sign-in popup over the cabinet (spec §2), reopenable. */
export const SignedOut = () => {
  const [open, setOpen] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog's code (with the phone library, ~45 kB) is asked for once the page has been painted, not
  // by the same render: on a cold start it was the last request before the sign-in page's first paint
  // (docs/decisions-bench.md). The popup opens a frame later.
  const painted = useResolved(afterNextPaint);
  // The popup opened by itself has no opener to give focus back to: closed, focus goes to the page's
  // heading rather than nowhere (the browser's own return left it on <body>). Opened by a button, the
  // dialog gives it back to that button.
  useEffect(() => {
    if (!open && document.activeElement === document.body) heading.current?.focus();
  }, [open]);
  return (
    <section className="empty-state signed-out">
      <h1 className="empty-state__title" ref={heading} tabIndex={-1}>
        <Trans>Your tickets, in one place</Trans>
      </h1>
      <p className="empty-state__text">
        <Trans>Sign in with your phone number to see your orders, tickets, points and cards.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        <Trans>Sign in</Trans>
      </button>
      {painted && <LazySignInDialog open={open} onClose={() => setOpen(false)} />}
    </section>
  );
};
