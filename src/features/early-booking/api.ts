import * as v from 'valibot';
import type { Lang } from '../../kernel/langs.ts';
import { http } from '../../lib/http/api.ts';
import { numeric } from '../../lib/http/schemas.ts';
import type { EarlyBookingPayload } from './rules.ts';

const CitiesSchema = v.object({ data: v.array(v.object({ id: numeric, name: v.string() })) });

/** `GET /api/v2/cities?lang=` (spec §7): the brand country's cities, named in `lang`. */
export const fetchCities = (lang: Lang, signal?: AbortSignal) =>
  http.request(CitiesSchema, '/api/v2/cities', { query: { lang }, ...(signal ? { signal } : {}) });

/** The answer names the new booked order; the platform spells it `id` (or `order_id`). */
const EarlyBookingAnswerSchema = v.pipe(
  v.object({ id: v.optional(numeric), order_id: v.optional(numeric) }),
  v.transform((a) => ({ orderId: a.id ?? a.order_id ?? null })),
);

/** `POST /api/v2/users/me/earlybooking` with booking_code and user (spec §3, §7). */
export const postEarlyBooking = (payload: EarlyBookingPayload) =>
  http.request(EarlyBookingAnswerSchema, '/api/v2/users/me/earlybooking', { method: 'POST', json: payload });
