import type { QueryClient } from '@tanstack/react-query';
import { mySubscriptionsQuery, plansQuery } from '../features/subscriptions/queries.ts';
import { whenSignedIn } from './-signedIn.ts';

/** Every subscriptions tab needs the plans and the customer's subscriptions. */
export const loadSubscriptions = (queryClient: QueryClient) =>
  whenSignedIn(() =>
    Promise.all([
      queryClient.ensureQueryData(plansQuery()),
      queryClient.ensureQueryData(mySubscriptionsQuery()),
    ]),
  );
