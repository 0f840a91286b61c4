import { createFileRoute } from '@tanstack/react-router';
import { ThankYouScreen } from '../features/payment/ThankYouScreen.tsx';

type Search = { order_id?: number };

export const Route = createFileRoute('/thank-you')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const id = Number(search.order_id);
    return Number.isSafeInteger(id) && id > 0 ? { order_id: id } : {};
  },
  component: () => {
    const { order_id } = Route.useSearch();
    return <ThankYouScreen orderId={order_id ?? null} />;
  },
});
