import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ThankYouScreen } from '../features/payment/index.ts';
import { recordId, withoutAbsent } from './-params.ts';

type Search = { order_id?: number };

export const Route = createFileRoute('/thank-you')({
  validateSearch: v.pipe(
    v.object({ order_id: recordId }),
    v.transform((search): Search => withoutAbsent(search)),
  ),
  component: () => {
    const { order_id } = Route.useSearch();
    return <ThankYouScreen orderId={order_id ?? null} />;
  },
});
