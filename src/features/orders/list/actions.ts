// What a card asks the list to do: open one of the orders dialogs.
import type { Item, Order, Ticket, TicketKind } from '../api.ts';

export type OrderIntent =
  | { kind: 'cancelOrder'; order: Order }
  | { kind: 'cancelTicket'; order: Order; ticketId: number }
  | { kind: 'returnOrder'; order: Order }
  | {
      kind: 'returnTicket';
      order: Order;
      ticketKind: TicketKind;
      ticketId: number;
      session: Ticket['session'] | null;
    }
  | { kind: 'checkInOrder'; order: Order; status: 0 | 1 }
  | { kind: 'checkInTicket'; order: Order; ticketId: number; status: 0 | 1 }
  | { kind: 'itemInfo'; order: Order; item: Item }
  /** Gate mode, opened on the code `key` (see gatePasses). */
  | { kind: 'gate'; order: Order; key: string };

export type OnIntent = (intent: OrderIntent) => void;
