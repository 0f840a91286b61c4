// The sign-in dialog, loaded on demand: it carries the phone library's metadata (~40 kB gzip), which
// no signed-in start needs (docs/decisions-bench.md: it used to sit on the gate's critical path). It is
// not precached either (signing in needs the network anyway; docs/decisions-offline.md): the service
// worker keeps it once it was loaded. When it cannot load (offline before it was ever opened), a small
// dialog says why; when the connection is back the page reloads (a browser keeps a failed module import
// failed, and a signed-out page holds nothing typed that a reload could lose).
import { Trans, useLingui } from '@lingui/react/macro';
import { Component, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useOnline } from '../lib/useOnline.ts';
import { Dialog } from '../ui/Dialog.tsx';

const SignInDialog = lazy(() =>
  import('../features/auth/SignInDialog.tsx').then((m) => ({ default: m.SignInDialog })),
);

type Props = { open: boolean; onClose: () => void };

class LoadFailed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const Unavailable = ({ open, onClose }: Props) => {
  const { t } = useLingui();
  const online = useOnline();
  useEffect(() => {
    if (online) window.location.reload();
  }, [online]);
  return (
    <Dialog open={open} onClose={onClose} title={<Trans>Sign in</Trans>} closeLabel={t`Close`}>
      <p className="banner banner--info" role="status">
        <Trans>You are offline. Signing in needs an internet connection.</Trans>
      </p>
    </Dialog>
  );
};

export const LazySignInDialog = ({ open, onClose }: Props) => (
  <LoadFailed fallback={<Unavailable open={open} onClose={onClose} />}>
    <Suspense fallback={null}>
      <SignInDialog open={open} onClose={onClose} />
    </Suspense>
  </LoadFailed>
);
