import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../shared/profile/queries.ts';
import { type AcceptInput, acceptOrder, chooseErip, fetchPaymentInfo } from './api.ts';

const paymentKeys = {
  all: ['payment'] as const,
  info: (orderId: number) => [...paymentKeys.all, 'info', orderId] as const,
};

/** Never served stale: the status and the expiry must be the server's current ones. */
export const paymentInfoQuery = (orderId: number) =>
  queryOptions({
    queryKey: paymentKeys.info(orderId),
    queryFn: ({ signal }) => fetchPaymentInfo(orderId, signal),
    staleTime: 0,
  });

/** Accepts the order; a settled payment (free or all points) refreshes the balance and the order. */
export const useAcceptOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInput) => acceptOrder(input),
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
