import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { encryptCard } from '../../kernel/cards/crypto.ts';
import type { CardFields } from '../../kernel/cards/rules.ts';
import { wholeAnswer, wholeQuery } from '../../lib/offline/wholeQuery.ts';
import { profileKeys } from '../../shared/profile/queries.ts';
import {
  assignCardCode,
  deletePaymentCard,
  fetchClientCards,
  fetchPaymentCards,
  fetchTokenizationParams,
  removeCardCode,
  savePaymentCard,
} from './api.ts';
import { KEPT_CLIENT_CARDS } from './schemas.ts';

const cardsKeys = {
  all: ['cards'] as const,
  client: () => [...cardsKeys.all, 'client'] as const,
  payment: () => [...cardsKeys.all, 'payment'] as const,
};

const keptClientCards = wholeAnswer(KEPT_CLIENT_CARDS);

export const clientCardsQuery = () =>
  queryOptions({
    queryKey: cardsKeys.client(),
    // Shown at the cashier with no network: kept on the device.
    queryFn: keptClientCards.queryFn(async (signal) => {
      const { data, validator } = await fetchClientCards(signal);
      return { data: data.data, validator };
    }),
    networkMode: 'always',
    staleTime: 60 * 1000,
  });

/** The client cards' whole-answer query of the kept set (src/app/keptQueries.ts). */
export const clientCardsWholeQuery = wholeQuery(keptClientCards, clientCardsQuery);

export const paymentCardsQuery = () =>
  queryOptions({
    queryKey: cardsKeys.payment(),
    queryFn: ({ signal }) => fetchPaymentCards(signal).then((a) => a.data),
    staleTime: 60 * 1000,
  });

export const useLinkCard = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => assignCardCode(code),
    meta: { changesKeptSet: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsKeys.client() }),
  });
};

export const useUnlinkCard = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => removeCardCode(code),
    meta: { changesKeptSet: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsKeys.client() }),
  });
};

/** The virtual card is the profile's cardCode: create or remove it, then refresh the profile. */
export const useVirtualCard = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'create' | 'remove'): Promise<void> => {
      await (action === 'create' ? assignCardCode() : removeCardCode());
    },
    meta: { changesKeptSet: true },
    onSettled: () => qc.invalidateQueries({ queryKey: profileKeys.me() }),
  });
};

export const useDeletePaymentCard = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePaymentCard(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsKeys.payment() }),
  });
};

/** Fetches the provider's key, encrypts the card in the browser and saves only ciphertexts. */
export const useSavePaymentCard = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (fields: CardFields) => {
      const params = await fetchTokenizationParams();
      return savePaymentCard(await encryptCard(params.public_key, fields));
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsKeys.payment() }),
  });
};
