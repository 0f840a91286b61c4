import { queryOptions } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { OFFLINE_KEYS } from '../../lib/offline/keys.ts';
import { snapshotQueryFn } from '../../lib/offline/readThrough.ts';
import { CabinetPageSchema, fetchCabinetPage, fetchLayout, LayoutSchema } from './api.ts';

export const layoutKeys = {
  all: ['layout', brand.id] as const,
  layout: () => [...layoutKeys.all, 'layout'] as const,
  cabinetPage: () => [...layoutKeys.all, 'cabinet-page'] as const,
};

// Layout changes rarely: an hour fresh. Brand data, not the customer's: persisted with the query cache
// (the frame draws at once on the next start, signed in or not) and kept in the offline store too.
export const layoutQuery = () =>
  queryOptions({
    queryKey: layoutKeys.layout(),
    queryFn: snapshotQueryFn(OFFLINE_KEYS.layout, LayoutSchema, fetchLayout),
    networkMode: 'always',
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });

export const cabinetPageQuery = () =>
  queryOptions({
    queryKey: layoutKeys.cabinetPage(),
    queryFn: snapshotQueryFn(OFFLINE_KEYS.cabinetPage, CabinetPageSchema, fetchCabinetPage),
    networkMode: 'always',
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });
