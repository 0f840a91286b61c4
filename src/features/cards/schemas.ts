// The cards' answers: the schemas they are validated against. Apart from api.ts so the service
// worker's background refresh (sw/backgroundRefresh.ts) shares them without the page's HTTP client.
import * as v from 'valibot';
import { CLIENT_CARDS } from '../../kernel/startEndpoints.ts';
import { KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { numeric } from '../../lib/http/schemas.ts';
import type { KeptWhole } from '../../lib/offline/keptWhole.ts';

export const PaymentCardSchema = v.object({
  id: numeric,
  card_number: v.string(),
  month: v.string(),
  year: v.string(),
  brand: v.nullish(v.string(), 'card'),
});
export type PaymentCard = v.InferOutput<typeof PaymentCardSchema>;

const ClientCardSchema = v.object({
  id: numeric,
  code: v.string(),
  name: v.nullish(v.string(), ''),
  image: v.nullish(v.object({ original: v.nullish(v.string(), null) }), { original: null }),
  binding_card: v.nullish(
    v.object({ image: v.nullish(v.string(), null), name: v.nullish(v.string(), '') }),
    null,
  ),
});
export type ClientCard = v.InferOutput<typeof ClientCardSchema>;

/** The client cards' answer, as the page's call and the device's sync both validate it. */
export const ClientCardsSchema = v.object({ data: v.array(ClientCardSchema) });

/** Kept on the device, shown at the cashier with no network: the cards without the answer's wrapper. */
export const KEPT_CLIENT_CARDS = {
  key: KEPT_KEYS.clientCards,
  path: CLIENT_CARDS,
  schema: v.array(ClientCardSchema),
  answer: ClientCardsSchema,
} satisfies KeptWhole;
