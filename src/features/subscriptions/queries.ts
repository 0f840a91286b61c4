import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { cancel, changePlan, fetchMySubscriptions, fetchPlans, resume } from './api.ts';

const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans', brand.id] as const,
  mine: () => [...subscriptionKeys.all, 'mine'] as const,
};

export const plansQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: ({ signal }) => fetchPlans(signal).then((a) => a.data),
    staleTime: 10 * 60 * 1000,
  });

export const mySubscriptionsQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.mine(),
    queryFn: ({ signal }) => fetchMySubscriptions(signal).then((a) => a.data),
  });

/** Change plan, cancel and resume: each answers the subscription, which replaces the listed one. */
export const useSubscriptionActions = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine() });
  return {
    change: useMutation({
      mutationFn: ({ id, planId }: { id: number; planId: number }) => changePlan(id, planId),
      onSuccess: refresh,
    }),
    cancel: useMutation({ mutationFn: cancel, onSuccess: refresh }),
    resume: useMutation({ mutationFn: resume, onSuccess: refresh }),
  };
};
