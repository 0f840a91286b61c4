import { createFileRoute } from '@tanstack/react-router';
import { TicketsScreen } from '../features/orders/index.ts';

export const Route = createFileRoute('/tickets')({ component: TicketsScreen });
