import { queryOptions } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { wholeAnswer, wholeQuery } from '../../lib/offline/wholeQuery.ts';
import { fetchCabinetPage, fetchLayout } from './api.ts';
import { KEPT_CABINET_PAGE, KEPT_LAYOUT } from './schemas.ts';

export const layoutKeys = {
  all: ['layout', brand.id] as const,
  layout: () => [...layoutKeys.all, 'layout'] as const,
  cabinetPage: () => [...layoutKeys.all, 'cabinet-page'] as const,
};

const keptLayout = wholeAnswer(KEPT_LAYOUT);
const keptCabinetPage = wholeAnswer(KEPT_CABINET_PAGE);

// Layout changes rarely: an hour fresh. Brand data, not the customer's: persisted with the query cache
// (the frame draws at once on the next start, signed in or not) and kept in the device store too.
export const layoutQuery = () =>
  queryOptions({
    queryKey: layoutKeys.layout(),
    queryFn: keptLayout.queryFn(fetchLayout),
    networkMode: 'always',
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });

export const cabinetPageQuery = () =>
  queryOptions({
    queryKey: layoutKeys.cabinetPage(),
    queryFn: keptCabinetPage.queryFn(fetchCabinetPage),
    networkMode: 'always',
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });

/** The layout's and the cabinet page's whole-answer queries of the kept set (src/app/keptQueries.ts). */
export const layoutWholeQuery = wholeQuery(keptLayout, layoutQuery);
export const cabinetPageWholeQuery = wholeQuery(keptCabinetPage, cabinetPageQuery);
