import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileKeys } from '../../shared/profile/queries.ts';
import { type AcceptInput, acceptOrder, chooseErip, fetchPaymentInfo } from './api.ts';

const paymentKeys = {
  all: ['payment'] as const,
  info: (orderId: number) => [...paymentKeys.all, 'info', orderId] as const,
};

/**
 * The status and the expiry must be the server's current ones: each visit asks afresh (the route's loader
 * fetches what is older than this). The screen that mounts right after its loader does not ask again.
 */
const FRESH_FOR_A_VISIT_MS = 5_000;

export const paymentInfoQuery = (orderId: number) =>
  queryOptions({
    queryKey: paymentKeys.info(orderId),
    queryFn: ({ signal }) => fetchPaymentInfo(orderId, signal),
    staleTime: FRESH_FOR_A_VISIT_MS,
  });

/**
 * Accepts the order; a settled payment (free or all points) refreshes the balance and the order. The
 * payment page says itself what a failure means (after checking the order), so no global toast repeats it.
 */
export const useAcceptOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInput) => acceptOrder(input),
    meta: { reportsOwnErrors: true },
    onSuccess: async (answer, input) => {
      if (answer.next === 'paid') {
        await Promise.all([
          client.invalidateQueries({ queryKey: profileKeys.all }),
          client.invalidateQueries({ queryKey: paymentKeys.info(input.orderId) }),
        ]);
      }
    },
  });
};

export const useChooseErip = () => useMutation({ mutationFn: (orderId: number) => chooseErip(orderId) });

/**
 * Asks the server for the order's payment state afresh and puts it in the cache. Not a query fetch: a
 * failure here is the payment page's to explain, never a global "server error" toast.
 */
export const usePaymentCheck = (orderId: number) => {
  const client = useQueryClient();
  return useCallback(async () => {
    const info = await fetchPaymentInfo(orderId);
    client.setQueryData(paymentKeys.info(orderId), info);
    return info;
  }, [client, orderId]);
};
