import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BalanceScreen } from '../features/balance/index.ts';
import { profileQuery } from '../shared/profile/queries.ts';
import { oneOf, page, withoutAbsent } from './-params.ts';
import { whenSignedIn } from './-signedIn.ts';

export type BalanceSearch = { tab?: 'history'; page?: number };

export const Route = createFileRoute('/balance')({
  // The tab and the history page live in the URL (spec §2: query parameter `page`), so reload keeps them.
  validateSearch: v.pipe(
    v.object({ tab: oneOf(['history']), page }),
    v.transform(
      ({ tab, page }): BalanceSearch =>
        withoutAbsent({ tab, page: tab === 'history' && page > 1 ? page : undefined }),
    ),
  ),
  loader: ({ context }) => {
    void whenSignedIn(() => context.queryClient.prefetchQuery(profileQuery()));
  },
  component: BalanceScreen,
});
