import { createFileRoute } from '@tanstack/react-router';
import { PromotionsScreen } from '../features/promotions/PromotionsScreen.tsx';
import { promotionsPageQuery } from '../features/promotions/queries.ts';
import { parsePage } from '../shared/paging.ts';

export type PromotionsSearch = { tab?: 'used'; page?: number };

export const Route = createFileRoute('/promotions')({
  validateSearch: (search: Record<string, unknown>): PromotionsSearch => {
    const page = parsePage(search.page);
    return { ...(search.tab === 'used' ? { tab: 'used' as const } : {}), ...(page > 1 ? { page } : {}) };
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the screen shows card skeletons until the list lands.
    void context.queryClient.prefetchQuery(promotionsPageQuery(deps.tab ?? 'actual', deps.page ?? 1));
  },
  component: PromotionsScreen,
});
