// The sign-in dialog, loaded on demand: it carries the phone library's metadata (~40 kB gzip), which
// no signed-in start needs (docs/decisions-bench.md: it used to sit on the gate's critical path).
import { lazy, Suspense } from 'react';

const SignInDialog = lazy(() =>
  import('../features/auth/SignInDialog.tsx').then((m) => ({ default: m.SignInDialog })),
);

export const LazySignInDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Suspense fallback={null}>
    <SignInDialog open={open} onClose={onClose} />
  </Suspense>
);
