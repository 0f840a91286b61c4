import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { paymentInfoQuery } from '../features/payment/data.ts';
import { PaymentScreen } from '../features/payment/index.ts';
import { profileQuery } from '../shared/profile/queries.ts';
import { OnlineOnly } from '../ui/screen-kit/OnlineOnly.tsx';
import { whenOnline } from './-online.ts';
import { oneOf, recordIdOrZero, withoutAbsent } from './-params.ts';

type Search = { payment?: 'failed' };

/**
 * The order id of the path; not an id (`/payment/abc`) reads as 0, which the screen answers as an order
 * that does not exist. Read here rather than by the route's `params.parse`: that would make every link
 * to the route pass a number instead of the path's text (links in the orders and early-booking features).
 */
const orderIdOf = (params: { id: string }): number => v.parse(recordIdOrZero, params.id);

// Spec §2: the payment route takes the order id (also the target after early-booking success).
export const Route = createFileRoute('/payment/$id')({
  validateSearch: v.pipe(
    v.object({ payment: oneOf(['failed']) }),
    v.transform((search): Search => withoutAbsent(search)),
  ),
  // The screen shows its own loading and error states; a failed prefetch is not a route error.
  loader: async ({ context, params }) => {
    const id = orderIdOf(params);
    if (id === 0) return;
    // Offline the payment query would pause and hold the route (a blank page): the screen says instead.
    await whenOnline(() =>
      Promise.all([
        context.queryClient.fetchQuery(paymentInfoQuery(id)).catch(() => undefined),
        context.queryClient.ensureQueryData(profileQuery()).catch(() => undefined),
      ]),
    );
  },
  component: () => {
    const id = orderIdOf(Route.useParams());
    const { payment } = Route.useSearch();
    return (
      <OnlineOnly queries={[paymentInfoQuery(id)]}>
        <PaymentScreen key={id} orderId={id} failed={payment === 'failed'} />
      </OnlineOnly>
    );
  },
});
