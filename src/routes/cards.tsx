import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { CardsTab } from '../features/cards/data.ts';
import { clientCardsQuery, paymentCardsQuery } from '../features/cards/data.ts';
import { CardsScreen } from '../features/cards/index.ts';
import { oneOf, withoutAbsent } from './-params.ts';

/** `show=cashier` opens the first card at the cashier: the installed app's shortcut (its manifest). */
export type CardsSearch = { tab?: Exclude<CardsTab, 'client'>; show?: 'cashier' };

export const Route = createFileRoute('/cards')({
  validateSearch: v.pipe(
    v.object({ tab: oneOf(['payment']), show: oneOf(['cashier']) }),
    v.transform((search): CardsSearch => withoutAbsent(search)),
  ),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the tab shows skeletons until its list lands.
    if (deps.tab === 'payment') void context.queryClient.prefetchQuery(paymentCardsQuery());
    else void context.queryClient.prefetchQuery(clientCardsQuery());
  },
  component: CardsScreen,
});
