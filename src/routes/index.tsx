import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: `/` redirects to `/tickets`.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/tickets' as '/', replace: true });
  },
});
