import { createFileRoute } from '@tanstack/react-router';
import { PlansSkeleton } from '../features/subscriptions/PlansSkeleton.tsx';
import { type PaymentChoice, SubscriptionPayment } from '../features/subscriptions/SubscriptionPayment.tsx';
import { OnlineOnly } from '../ui/OnlineOnly.tsx';
import { loadSubscriptions, subscriptionQueries } from './-subscriptionsData.ts';

const positive = (x: unknown): number | undefined => {
  const n = Number(x);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

// Spec §2: payment receives props from the chosen subscription: here, the plan and (when
// prolonging) the subscription, as search parameters so the step survives a reload.
export const Route = createFileRoute('/subscribes/payment')({
  validateSearch: (search: Record<string, unknown>): PaymentChoice => ({
    plan: positive(search.plan) ?? 0,
    subscription: positive(search.subscription),
  }),
  loader: ({ context }) => loadSubscriptions(context.queryClient),
  pendingComponent: PlansSkeleton,
  pendingMs: 150,
  component: function Payment() {
    return (
      <OnlineOnly queries={subscriptionQueries()}>
        <SubscriptionPayment choice={Route.useSearch()} />
      </OnlineOnly>
    );
  },
});
