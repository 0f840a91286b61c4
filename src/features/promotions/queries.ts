import { queryOptions } from '@tanstack/react-query';
import { fetchPromotions } from './api.ts';
import { archiveParam, PROMOTIONS_PER_PAGE, type PromotionsTab } from './rules.ts';

const promotionsKeys = {
  all: ['promotions'] as const,
  page: (tab: PromotionsTab, page: number) => [...promotionsKeys.all, tab, page] as const,
};

export const promotionsPageQuery = (tab: PromotionsTab, page: number) =>
  queryOptions({
    queryKey: promotionsKeys.page(tab, page),
    queryFn: ({ signal }) =>
      fetchPromotions({ archive: archiveParam(tab), page, perPage: PROMOTIONS_PER_PAGE }, signal),
    staleTime: 60 * 1000,
    // Paging within a tab keeps the cards on screen until the next page lands (no layout jump).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === tab ? previous : undefined),
  });
