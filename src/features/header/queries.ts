import { queryOptions } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { fetchServices } from './api.ts';

const headerKeys = {
  all: ['header', brand.id] as const,
  services: () => [...headerKeys.all, 'services'] as const,
};

export const servicesQuery = () =>
  queryOptions({
    queryKey: headerKeys.services(),
    queryFn: ({ signal }) => fetchServices(signal),
    staleTime: 60 * 60 * 1000,
    // A failure hides the menu at once; the header never waits on retries.
    retry: false,
  });
