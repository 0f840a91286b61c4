import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { wholeAnswer } from '../../lib/offline/wholeQuery.ts';
import type { Profile } from '../../shared/profile/api.ts';
import { profileQuery } from '../../shared/profile/queries.ts';
import { activatePromoCode, fetchTransactions, TransactionsPageSchema } from './api.ts';

const balanceKeys = {
  all: ['balance'] as const,
  transactions: () => [...balanceKeys.all, 'transactions'] as const,
  transactionsPage: (page: number) => [...balanceKeys.transactions(), page] as const,
};

/** The history's first page, kept once it was shown (not refreshed by the sync). */
export const keptHistoryFirstPage = wholeAnswer({
  key: KEPT_KEYS.historyFirstPage,
  schema: TransactionsPageSchema,
});

/**
 * One page of the history. The first page is kept on the device once shown (the latest operations, with
 * the balance after each), so offline it shows with its age; later pages need the network.
 */
export const transactionsPageQuery = (page: number) =>
  page === 1
    ? queryOptions({
        queryKey: balanceKeys.transactionsPage(page),
        queryFn: keptHistoryFirstPage.queryFn(async (signal) => ({
          data: await fetchTransactions(1, signal),
          validator: null,
        })),
        networkMode: 'always',
        staleTime: 30 * 1000,
      })
    : queryOptions({
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
