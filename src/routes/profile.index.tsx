import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: info is the default child of /profile.
export const Route = createFileRoute('/profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/profile/info', replace: true });
  },
});
