import { queryOptions } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { fetchCabinetPage, fetchLayout } from './api.ts';

export const layoutKeys = {
  all: ['layout', brand.id] as const,
  layout: () => [...layoutKeys.all, 'layout'] as const,
  cabinetPage: () => [...layoutKeys.all, 'cabinet-page'] as const,
};

// Layout changes rarely: an hour fresh, and persisted so the frame draws at once on the next start.
export const layoutQuery = () =>
  queryOptions({
    queryKey: layoutKeys.layout(),
    queryFn: ({ signal }) => fetchLayout(signal),
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });

export const cabinetPageQuery = () =>
  queryOptions({
    queryKey: layoutKeys.cabinetPage(),
    queryFn: ({ signal }) => fetchCabinetPage(signal),
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });
