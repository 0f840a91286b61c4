import { createFileRoute } from '@tanstack/react-router';
import { prefetchOrders } from '../../features/orders/data.ts';
import { OrderList } from '../../features/orders/index.ts';

export const Route = createFileRoute('/tickets/booked')({
  loader: ({ context }) => prefetchOrders(context.queryClient, 'booked'),
  component: () => <OrderList tab="booked" />,
});
