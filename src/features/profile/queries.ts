import { queryOptions } from '@tanstack/react-query';
import { fetchProfile } from './api.ts';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 60 * 1000,
    meta: { persist: true },
  });
