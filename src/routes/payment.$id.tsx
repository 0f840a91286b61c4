import { createFileRoute } from '@tanstack/react-router';
import { PaymentScreen } from '../features/payment/PaymentScreen.tsx';
import { paymentInfoQuery } from '../features/payment/queries.ts';
import { profileQuery } from '../shared/profile/queries.ts';
import { OnlineOnly } from '../ui/OnlineOnly.tsx';
import { whenOnline } from './-online.ts';

type Search = { payment?: 'failed' };

// Spec §2: the payment route takes the order id (also the target after early-booking success).
export const Route = createFileRoute('/payment/$id')({
  validateSearch: (search: Record<string, unknown>): Search =>
    search.payment === 'failed' ? { payment: 'failed' } : {},
  // The screen shows its own loading and error states; a failed prefetch is not a route error.
  loader: async ({ context, params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    // Offline the payment query would pause and hold the route (a blank page): the screen says instead.
    await whenOnline(() =>
      Promise.all([
        context.queryClient.ensureQueryData(paymentInfoQuery(id)).catch(() => undefined),
        context.queryClient.ensureQueryData(profileQuery()).catch(() => undefined),
      ]),
    );
  },
  component: () => {
    const { id } = Route.useParams();
    const { payment } = Route.useSearch();
    const orderId = Number(id);
    const safeId = Number.isSafeInteger(orderId) ? orderId : 0;
    return (
      <OnlineOnly queries={[paymentInfoQuery(safeId)]}>
        <PaymentScreen key={orderId} orderId={safeId} failed={payment === 'failed'} />
      </OnlineOnly>
    );
  },
});
