import type { QueryClient } from '@tanstack/react-query';
import { mySubscriptionsQuery, plansQuery } from '../features/subscriptions/data.ts';
import { whenOnline } from './-online.ts';
import { whenSignedIn } from './-signedIn.ts';

/** Every subscriptions tab needs the plans and the customer's subscriptions. */
export const loadSubscriptions = (queryClient: QueryClient) =>
  whenSignedIn(() =>
    whenOnline(() =>
      Promise.all([
        queryClient.ensureQueryData(plansQuery()),
        queryClient.ensureQueryData(mySubscriptionsQuery()),
      ]),
    ),
  );

/** What every subscriptions tab reads: not kept on the device. */
export const subscriptionQueries = () => [plansQuery(), mySubscriptionsQuery()];
