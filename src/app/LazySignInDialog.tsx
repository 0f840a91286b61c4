// The sign-in dialog, loaded on demand: it carries the phone library's metadata (~40 kB gzip), which
// no signed-in start needs (docs/decisions-bench.md: it used to sit on the gate's critical path). It is
// not precached either (signing in needs the network anyway; docs/decisions-offline.md): the service
// worker keeps it once it was loaded. When it cannot load (offline before it was ever opened), a small
// dialog says why; when the connection is back the page reloads (a browser keeps a failed module import
// failed, and a signed-out page holds nothing typed that a reload could lose). When it cannot load online,
// a new version has usually replaced this one's files: the page takes it, once (app/newVersion.ts); else
// the dialog says the code did not load and offers to try again. When its code does not arrive in 120 s
// (spec §9) the dialog says so and offers to try again, which loads the page again.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { ChunkTimeoutError, CODE_TIMED_OUT, timedImport } from '../lib/chunkTimeout.ts';
import { allTexts } from '../lib/i18n/i18n.ts';
import { useOnline } from '../lib/useOnline.ts';
import { useBrandFrame } from '../shared/layout/useBrandFrame.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { LoadBoundary, LoadFailedDialog } from '../ui/LoadBoundary.tsx';
import signInStyles from './sign-in.css?url';
import { useMissingCode } from './useMissingCode.ts';

// With the whole language: a signed-out start renders with the first part of the texts only, and the
// dialog's are in the rest (lib/i18n/startTexts.ts). Both load at once.
const SignInDialog = lazy(
  timedImport(() =>
    Promise.all([import('../features/auth/index.ts'), allTexts(), stylesheet(signInStyles)]).then(([m]) => ({
      default: m.SignInDialog,
    })),
  ),
);

/**
 * The dialog's styles, loaded beside its code rather than as the code chunk's own stylesheet: the bundler
 * imports a chunk with a stylesheet only once the stylesheet has loaded, after preloading the chunk, so a
 * chunk gone after a release was asked for twice (two 404s). Not precached, like the dialog's code.
 */
const stylesheet = (href: string): Promise<void> =>
  new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Unstyled is better than no dialog: a failure resolves too.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });

type Props = { open: boolean; onClose: () => void };

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

/**
 * The dialog's code failed to load (not a time-out): offline, a new version, or a failure to report. While
 * the server is asked for a new version nothing is shown, as while the dialog's code loads.
 */
const CodeMissing = ({ open, onClose }: Props) => {
  const { t } = useLingui();
  const step = useMissingCode();
  if (step === 'wait-for-network') return <Unavailable open={open} onClose={onClose} />;
  if (step !== 'report') return null;
  return (
    <LoadFailedDialog
      open={open}
      onClose={onClose}
      title={<Trans>Sign in</Trans>}
      message={t`This part of the app did not load. Check the connection and try again.`}
      retryLabel={<Trans>Try again</Trans>}
      closeLabel={t`Close`}
    />
  );
};

export const LazySignInDialog = ({ open, onClose }: Props) => {
  const { t, i18n } = useLingui();
  // The frame's brand facts live with the frame; the dialog's chunk gets the one it needs.
  const { offerUrl } = useBrandFrame();
  return (
    <LoadBoundary
      fallback={(error) =>
        error instanceof ChunkTimeoutError ? (
          <LoadFailedDialog
            open={open}
            onClose={onClose}
            title={<Trans>Sign in</Trans>}
            message={i18n._(CODE_TIMED_OUT)}
            retryLabel={<Trans>Try again</Trans>}
            closeLabel={t`Close`}
          />
        ) : (
          <CodeMissing open={open} onClose={onClose} />
        )
      }
    >
      <Suspense fallback={null}>
        <SignInDialog open={open} onClose={onClose} offerUrl={offerUrl} />
      </Suspense>
    </LoadBoundary>
  );
};
