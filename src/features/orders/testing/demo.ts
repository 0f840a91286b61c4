// The reference server's demo orders (guide: demo-data.md), as the API answers them at the seeding
// moment, for table tests that must hold for every demo order (server/test-answers.global.ts).
import * as v from 'valibot';
import { inject } from 'vitest';
import { type Order, OrderPageSchema } from '../api.ts';

const answers = (inject as (key: string) => Record<string, unknown>)('serverAnswers');

/** When the answers were asked (unix seconds): the demo data's "now". */
export const DEMO_NOW = (inject as (key: string) => number)('serverNow');

const pageOf = (name: string): Order[] => v.parse(OrderPageSchema, answers[name]).data;

/** Every demo order of Anna's, by id. */
export const demoOrders: ReadonlyMap<number, Order> = new Map(
  [...pageOf('ordersAll1'), ...pageOf('ordersAll2')].map((o) => [o.id, o]),
);

/** The actual tab's orders in the server's order. */
export const demoActualTab = (): Order[] => pageOf('ordersActual');

export const demoOrder = (id: number): Order => {
  const order = demoOrders.get(id);
  if (!order) throw new Error(`demo order ${id} is missing`);
  return order;
};

/** The payment page's answer for a demo order 1001–1015, as JSON. */
export const demoPaymentAnswer = (id: number): unknown => answers[`payment${id}`];
