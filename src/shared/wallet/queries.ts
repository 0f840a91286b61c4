import { queryOptions } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { fetchWalletOffer } from './api.ts';

// The operator's offer changes with a deployment only: a day fresh. Brand data, not the customer's, so it
// is persisted with the query cache (meta.persist): offline the buttons still show, disabled, with why.
export const walletOfferQuery = () =>
  queryOptions({
    queryKey: ['wallet-offer', brand.id] as const,
    queryFn: ({ signal }) => fetchWalletOffer(signal),
    staleTime: 24 * 60 * 60 * 1000,
    meta: { persist: true },
  });
