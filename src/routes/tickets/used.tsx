import { createFileRoute } from '@tanstack/react-router';
import { prefetchOrders } from '../../features/orders/data.ts';
import { OrderList } from '../../features/orders/index.ts';

export const Route = createFileRoute('/tickets/used')({
  loader: ({ context }) => prefetchOrders(context.queryClient, 'used'),
  component: () => <OrderList tab="used" />,
});
