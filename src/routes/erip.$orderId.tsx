import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { paymentInfoQuery } from '../features/payment/data.ts';
import { EripScreen } from '../features/payment/index.ts';
import { OnlineOnly } from '../ui/screen-kit/OnlineOnly.tsx';
import { whenOnline } from './-online.ts';
import { recordIdOrZero } from './-params.ts';

/** The order id of the path; not an id (`/erip/abc`) reads as 0, which the screen answers as no order. */
const orderIdOf = (params: { orderId: string }): number => v.parse(recordIdOrZero, params.orderId);

// Spec §2 ERIP: the instructions, for an order of this customer's that still waits for payment.
export const Route = createFileRoute('/erip/$orderId')({
  // The screen shows its own loading and error states; a failed prefetch is not a route error.
  loader: async ({ context, params }) => {
    const id = orderIdOf(params);
    if (id === 0) return;
    await whenOnline(() => context.queryClient.fetchQuery(paymentInfoQuery(id)).catch(() => undefined));
  },
  component: () => {
    const id = orderIdOf(Route.useParams());
    return (
      <OnlineOnly queries={[paymentInfoQuery(id)]}>
        <EripScreen key={id} orderId={id} />
      </OnlineOnly>
    );
  },
});
