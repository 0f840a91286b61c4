import { createFileRoute } from '@tanstack/react-router';
import { prefetchOrders } from '../../features/orders/data.ts';
import { OrderList } from '../../features/orders/index.ts';

export const Route = createFileRoute('/tickets/all')({
  loader: ({ context }) => prefetchOrders(context.queryClient, 'all'),
  component: () => <OrderList tab="all" />,
});
