import { createFileRoute } from '@tanstack/react-router';
import { OrderList } from '../../features/orders/OrderList.tsx';
import { ordersQuery } from '../../features/orders/queries.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

export const Route = createFileRoute('/tickets/all')({
  // Not awaited: the tab shows its skeleton while the first page loads.
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(ordersQuery('all', i18n.locale));
  },
  component: () => <OrderList tab="all" />,
});
