import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { promotionsPageQuery } from '../features/promotions/data.ts';
import { PromotionsScreen } from '../features/promotions/index.ts';
import { oneOf, page, withoutAbsent } from './-params.ts';

export type PromotionsSearch = { tab?: 'used'; page?: number };

export const Route = createFileRoute('/promotions')({
  validateSearch: v.pipe(
    v.object({ tab: oneOf(['used']), page }),
    v.transform(
      ({ tab, page }): PromotionsSearch => withoutAbsent({ tab, page: page > 1 ? page : undefined }),
    ),
  ),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the screen shows card skeletons until the list lands.
    void context.queryClient.prefetchQuery(promotionsPageQuery(deps.tab ?? 'actual', deps.page ?? 1));
  },
  component: PromotionsScreen,
});
