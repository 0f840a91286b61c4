import { createFileRoute } from '@tanstack/react-router';
import { BalanceScreen } from '../features/balance/BalanceScreen.tsx';
import { parsePage } from '../shared/paging.ts';
import { profileQuery } from '../shared/profile/queries.ts';
import { whenSignedIn } from './-signedIn.ts';

export type BalanceSearch = { tab?: 'history'; page?: number };

export const Route = createFileRoute('/balance')({
  // The tab and the history page live in the URL (spec §2: query parameter `page`), so reload keeps them.
  validateSearch: (search: Record<string, unknown>): BalanceSearch => {
    const page = parsePage(search.page);
    return {
      ...(search.tab === 'history' ? { tab: 'history' as const } : {}),
      ...(search.tab === 'history' && page > 1 ? { page } : {}),
    };
  },
  loader: ({ context }) => {
    void whenSignedIn(() => context.queryClient.prefetchQuery(profileQuery()));
  },
  component: BalanceScreen,
});
