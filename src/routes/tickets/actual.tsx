import { createFileRoute } from '@tanstack/react-router';
import { OrderList } from '../../features/orders/list/OrderList.tsx';
import { prefetchOrders } from '../../features/orders/queries.ts';

export const Route = createFileRoute('/tickets/actual')({
  loader: ({ context }) => prefetchOrders(context.queryClient, 'actual'),
  component: () => <OrderList tab="actual" />,
});
