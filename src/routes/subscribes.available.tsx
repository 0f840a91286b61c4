import { createFileRoute } from '@tanstack/react-router';
import { PlansSkeleton } from '../features/subscriptions/data.ts';
import { AvailablePlans } from '../features/subscriptions/index.ts';
import { OnlineOnly } from '../ui/screen-kit/OnlineOnly.tsx';
import { loadSubscriptions, subscriptionQueries } from './-subscriptionsData.ts';

export const Route = createFileRoute('/subscribes/available')({
  loader: ({ context }) => loadSubscriptions(context.queryClient),
  pendingComponent: PlansSkeleton,
  pendingMs: 150,
  component: () => (
    <OnlineOnly queries={subscriptionQueries()}>
      <AvailablePlans />
    </OnlineOnly>
  ),
});
