import { createFileRoute } from '@tanstack/react-router';
import { InstallSlot } from '../app/install/InstallSlot.tsx';
import { TicketsScreen } from '../features/orders/index.ts';

/** The tickets screen, and at its foot the quiet offer to install the cabinet (app/install/). */
const Tickets = () => (
  <>
    <TicketsScreen />
    <InstallSlot place="page" />
  </>
);

export const Route = createFileRoute('/tickets')({ component: Tickets });
