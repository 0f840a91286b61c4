import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LazySignInDialog } from './LazySignInDialog.tsx';

/** What a signed-out visitor sees: the sign-in popup over the cabinet (spec §2), reopenable. */
export const SignedOut = () => {
  const [open, setOpen] = useState(true);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(id);
  }, []);
  return (
    <section className="empty-state signed-out">
      <h1 className="empty-state__title">
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
