import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: actual is the default tab.
export const Route = createFileRoute('/tickets/')({
  beforeLoad: () => {
    throw redirect({ to: '/tickets/actual', replace: true });
  },
});
