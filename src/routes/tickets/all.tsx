import { createFileRoute } from '@tanstack/react-router';
import { OrderList } from '../../features/orders/list/OrderList.tsx';
import { prefetchOrders } from '../../features/orders/queries.ts';

export const Route = createFileRoute('/tickets/all')({
  loader: ({ context }) => prefetchOrders(context.queryClient, 'all'),
  component: () => <OrderList tab="all" />,
});
