import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../profile/queries.ts';
import {
  assignCardCode,
  deletePaymentCard,
  fetchClientCards,
  fetchPaymentCards,
  fetchTokenizationParams,
  removeCardCode,
  savePaymentCard,
} from './api.ts';
import { encryptCard } from './crypto.ts';
import type { CardFields } from './rules.ts';

export const cardsKeys = {
  all: ['cards'] as const,
  client: () => [...cardsKeys.all, 'client'] as const,
  payment: () => [...cardsKeys.all, 'payment'] as const,
};

export const clientCardsQuery = () =>
  queryOptions({
    queryKey: cardsKeys.client(),
    queryFn: ({ signal }) => fetchClientCards(signal).then((a) => a.data),
    staleTime: 60 * 1000,
  });

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
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsKeys.client() }),
  });
};

export const useUnlinkCard = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => removeCardCode(code),
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
