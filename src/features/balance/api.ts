import * as v from 'valibot';
import { http } from '../../lib/http/api.ts';
import { numeric } from '../../lib/http/schemas.ts';

// Amounts are in minor units: hundredths of a point (spec §3); `sum` is the balance after the operation.
const TransactionSchema = v.object({
  createdAt: numeric,
  credit: v.optional(numeric, 0),
  debit: v.optional(numeric, 0),
  sum: numeric,
  message: v.nullish(v.string(), ''),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const TransactionsPageSchema = v.object({
  data: v.array(TransactionSchema),
  last_page: numeric,
});

/** `GET /api/v2/users/me/transactions?page=` (spec §7). */
export const fetchTransactions = (page: number, signal?: AbortSignal) =>
  http.request(TransactionsPageSchema, '/api/v2/users/me/transactions', {
    query: { page },
    ...(signal ? { signal } : {}),
  });

const ActivatedSchema = v.object({
  points: v.optional(numeric),
  balance: v.optional(numeric),
});

/** `POST /api/v2/promocodes/activate` with the platform's `params` wrapper (spec §7). */
export const activatePromoCode = (code: string) =>
  http.request(ActivatedSchema, '/api/v2/promocodes/activate', {
    method: 'POST',
    json: { params: { code } },
  });
