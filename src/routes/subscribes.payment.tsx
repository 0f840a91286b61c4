import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PlansSkeleton } from '../features/subscriptions/data.ts';
import { type PaymentChoice, SubscriptionPayment } from '../features/subscriptions/index.ts';
import { OnlineOnly } from '../ui/screen-kit/OnlineOnly.tsx';
import { recordId, withoutAbsent } from './-params.ts';
import { loadSubscriptions, subscriptionQueries } from './-subscriptionsData.ts';

// Spec §2: payment receives props from the chosen subscription: here, the plan and (when
// prolonging) the subscription, as search parameters so the step survives a reload.
export const Route = createFileRoute('/subscribes/payment')({
  // No plan (or not a plan id) reads as plan 0, which the step answers with its "choose a plan" state.
  validateSearch: v.pipe(
    v.object({
      plan: recordId,
      subscription: recordId,
    }),
    v.transform(({ plan, subscription }): PaymentChoice => withoutAbsent({ plan: plan ?? 0, subscription })),
  ),
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
