import { queryOptions } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { fetchWalletLinks, fetchWalletOffer, type LinkScope, type Vendor } from './api.ts';
import { refreshAfterMs } from './expiry.ts';

// The operator's offer changes with a deployment only: a day fresh. Brand data, not the customer's, so it
// is persisted with the query cache (meta.persist): offline the buttons still show, disabled, with why.
export const walletOfferQuery = () =>
  queryOptions({
    queryKey: ['wallet-offer', brand.id] as const,
    queryFn: ({ signal }) => fetchWalletOffer(signal),
    staleTime: 24 * 60 * 60 * 1000,
    meta: { persist: true },
  });

const refresh = (links: { expiresIn: number } | undefined) => (links ? refreshAfterMs(links.expiresIn) : 0);

// The links of an order's or a card's passes: the customer's, lasting minutes, so never persisted (a
// sign-out wipes the query cache). Asked again before they expire while shown, and on coming back to the
// page (timers sleep in the background).
export const walletLinksQuery = (vendor: Vendor, scope: LinkScope, lang: string) =>
  queryOptions({
    queryKey: ['wallet-links', brand.id, vendor, scope, lang] as const,
    queryFn: ({ signal }) => fetchWalletLinks(vendor, scope, lang, signal),
    staleTime: (query) => refresh(query.state.data),
    refetchInterval: (query) => refresh(query.state.data) || false,
    refetchOnWindowFocus: true,
  });
