import { createFileRoute } from '@tanstack/react-router';
import { TicketsScreen } from '../features/orders/TicketsScreen.tsx';

export const Route = createFileRoute('/tickets')({ component: TicketsScreen });
