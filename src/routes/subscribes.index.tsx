import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: active is the default child of /subscribes.
export const Route = createFileRoute('/subscribes/')({
  beforeLoad: () => {
    throw redirect({ to: '/subscribes/active', replace: true });
  },
});
