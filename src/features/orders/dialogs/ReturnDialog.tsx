// The return popup (ReturnFlow.tsx) comes with its first opening, not with the orders list: a return needs
// the network anyway, and the list's first load carries a ticket's Share in its place (the bundle budget).
import { lazy, Suspense } from 'react';
import type { ReturnProps } from './ReturnFlow.tsx';

const ReturnFlow = lazy(() => import('./ReturnFlow.tsx'));

export const ReturnDialog = (props: ReturnProps) => (
  <Suspense fallback={null}>
    <ReturnFlow {...props} />
  </Suspense>
);
