import { createFileRoute } from '@tanstack/react-router';
import { CardsScreen } from '../features/cards/CardsScreen.tsx';
import { clientCardsQuery, paymentCardsQuery } from '../features/cards/queries.ts';
import { type CardsTab, parseCardsTab } from '../features/cards/rules.ts';

export type CardsSearch = { tab?: Exclude<CardsTab, 'client'> };

export const Route = createFileRoute('/cards')({
  validateSearch: (search: Record<string, unknown>): CardsSearch =>
    parseCardsTab(search.tab) === 'payment' ? { tab: 'payment' } : {},
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the tab shows skeletons until its list lands.
    if (deps.tab === 'payment') void context.queryClient.prefetchQuery(paymentCardsQuery());
    else void context.queryClient.prefetchQuery(clientCardsQuery());
  },
  component: CardsScreen,
});
