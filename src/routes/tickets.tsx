import { createFileRoute } from '@tanstack/react-router';
import { TicketsScreen } from '../features/orders/list/TicketsScreen.tsx';

export const Route = createFileRoute('/tickets')({ component: TicketsScreen });
