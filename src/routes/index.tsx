import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: `/` redirects to `/tickets` (which opens the actual tab).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/tickets', replace: true });
  },
});
