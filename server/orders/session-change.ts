// The platform's own changes to an event (a session): moved to another time, another venue or hall, or
// cancelled. The spec's contract has no such call (the platform's back office makes them); the reference
// server applies them for the operator's path (server/api/operator.ts) so that tests and demos can move
// an event and see every pass of it follow (server/wallet/passes.ts followSession).
import type { DatabaseSync } from 'node:sqlite';
import { ORDER_STATUS } from '../../src/kernel/orders.ts';
import { transaction } from '../db/open.ts';

export type SessionChange = {
  /** The new start, unix seconds. */
  timeSpending?: number | null;
  /** Another venue of the catalogue (`objects.id`). */
  objectId?: number | null;
  hallName?: string | null;
  /** The session is called off: its tickets are returned (the platform refunds them; not modelled here). */
  cancelled?: boolean | null;
};

export type ChangeRefusal = 'noSuchSession' | 'noSuchVenue';

/** Applies `change` to session `id`; answers a refusal when the session or the venue does not exist. */
export const changeSession = (
  db: DatabaseSync,
  id: number,
  change: SessionChange,
  nowS: number,
): ChangeRefusal | null =>
  transaction(db, () => {
    if (!db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(id)) return 'noSuchSession';
    const { timeSpending, objectId, hallName, cancelled } = change;
    if (objectId != null && !db.prepare('SELECT 1 FROM objects WHERE id = ?').get(objectId))
      return 'noSuchVenue';
    if (timeSpending != null) {
      db.prepare('UPDATE sessions SET time_spending = ? WHERE id = ?').run(timeSpending, id);
      // The orders' own date (their tab and their place in the list) follows the event.
      db.prepare('UPDATE orders SET event_at = ? WHERE session_id = ?').run(timeSpending, id);
    }
    if (objectId != null) db.prepare('UPDATE sessions SET object_id = ? WHERE id = ?').run(objectId, id);
    if (hallName != null) {
      db.prepare('UPDATE sessions SET hall_name = ? WHERE id = ?').run(hallName, id);
      db.prepare('UPDATE tickets SET hall_name = ? WHERE session_id = ?').run(hallName, id);
    }
    if (cancelled) {
      db.prepare('UPDATE sessions SET cancelled_at = coalesce(cancelled_at, ?) WHERE id = ?').run(nowS, id);
      db.prepare('UPDATE tickets SET returned_at = ? WHERE session_id = ? AND returned_at IS NULL').run(
        nowS,
        id,
      );
      // An order with nothing left to use is returned, as after the customer's own return.
      db.prepare(
        `UPDATE orders SET status = ${ORDER_STATUS.returned} WHERE status = ${ORDER_STATUS.paid} AND id IN (SELECT order_id FROM tickets WHERE session_id = ?1)
         AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = orders.id AND t.returned_at IS NULL)
         AND NOT EXISTS (SELECT 1 FROM train_tickets t WHERE t.order_id = orders.id AND t.returned_at IS NULL)`,
      ).run(id);
    }
    return null;
  });
