import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { paymentInfoQuery } from '../features/payment/data.ts';
import { ThankYouScreen } from '../features/payment/index.ts';
import { OnlineOnly } from '../ui/screen-kit/OnlineOnly.tsx';
import { recordId, withoutAbsent } from './-params.ts';

type Search = { order_id?: number };

export const Route = createFileRoute('/thank-you')({
  validateSearch: v.pipe(
    v.object({ order_id: recordId }),
    v.transform((search): Search => withoutAbsent(search)),
  ),
  component: () => {
    const { order_id } = Route.useSearch();
    // What the page says of an order is the platform's answer: offline it waits for the connection.
    return (
      <OnlineOnly queries={order_id === undefined ? [] : [paymentInfoQuery(order_id)]}>
        <ThankYouScreen orderId={order_id ?? null} />
      </OnlineOnly>
    );
  },
});
