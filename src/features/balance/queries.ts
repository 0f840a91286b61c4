import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Profile } from '../profile/api.ts';
import { profileQuery } from '../profile/queries.ts';
import { activatePromoCode, fetchTransactions } from './api.ts';

export const balanceKeys = {
  all: ['balance'] as const,
  transactions: () => [...balanceKeys.all, 'transactions'] as const,
  transactionsPage: (page: number) => [...balanceKeys.transactions(), page] as const,
};

export const transactionsPageQuery = (page: number) =>
  queryOptions({
    queryKey: balanceKeys.transactionsPage(page),
    queryFn: ({ signal }) => fetchTransactions(page, signal),
    staleTime: 30 * 1000,
  });

/**
 * Activates a promo code. On success the new balance lands in the profile at once (the side-menu
 * counter reads it), then the profile and the history are refetched.
 */
export const activatePromoMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: activatePromoCode,
    onSuccess: async (answer) => {
      const { balance } = answer;
      if (balance !== undefined) {
        queryClient.setQueryData(profileQuery().queryKey, (p: Profile | undefined) =>
          p ? { ...p, balance } : p,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: balanceKeys.transactions() }),
      ]);
    },
  });
