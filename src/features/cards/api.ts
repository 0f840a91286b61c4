import * as v from 'valibot';
import type { EncryptedCard } from '../../kernel/cards/crypto.ts';
import { CLIENT_CARDS } from '../../kernel/endpoints.ts';
import { http } from '../../lib/http/api.ts';
import { ClientCardsSchema, PaymentCardSchema } from './schemas.ts';

export * from './schemas.ts';

const Done = v.object({ status: v.optional(v.unknown()) });

export const fetchPaymentCards = (signal?: AbortSignal) =>
  http.request(
    v.object({ data: v.array(PaymentCardSchema) }),
    '/api/v2/users/me/cards',
    signal ? { signal } : {},
  );

export const savePaymentCard = (card: EncryptedCard) =>
  http.request(v.object({ data: PaymentCardSchema }), '/api/v2/users/me/cards', {
    method: 'PUT',
    json: card,
  });

export const deletePaymentCard = (id: number) =>
  http.request(Done, `/api/v2/users/me/cards/${id}`, { method: 'DELETE' });

/** The linked client cards, with the answer's validator (the device keeps it: lib/offline/syncCore.ts). */
export const fetchClientCards = (signal?: AbortSignal) =>
  http.requestWithValidator(ClientCardsSchema, CLIENT_CARDS, signal ? { signal } : {});

/** POST cardcode: with a code links a client card, without one creates the virtual card. */
export const assignCardCode = (cardCode?: string) =>
  http.request(v.object({ code: v.string() }), '/api/v2/users/me/cardcode', {
    method: 'POST',
    json: cardCode === undefined ? {} : { card_code: cardCode },
  });

/** DELETE cardcode: with a code unlinks that client card, without one removes the virtual card. */
export const removeCardCode = (cardCode?: string) =>
  http.request(Done, '/api/v2/users/me/cardcode', {
    method: 'DELETE',
    ...(cardCode === undefined ? {} : { query: { card_code: cardCode } }),
  });

const TokenizationSchema = v.object({ public_key: v.string(), algorithm: v.optional(v.string()) });

export const fetchTokenizationParams = () =>
  http.request(TokenizationSchema, '/api/v2/frame/payment/tokenization_params', {});
