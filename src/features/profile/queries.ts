import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys as customerKeys } from '../../shared/profile/queries.ts';
import { addressesApi, fetchCities, type OwnedApi, passportsApi } from './api.ts';

/** The profile's keys: the customer's own (src/shared/profile) and what only this feature reads. */
export const profileKeys = {
  ...customerKeys,
  cities: (lang: string) => [...customerKeys.all, 'cities', lang] as const,
  passports: () => [...customerKeys.all, 'passports'] as const,
  addresses: () => [...customerKeys.all, 'addresses'] as const,
};

export const citiesQuery = (lang: string) =>
  queryOptions({
    queryKey: profileKeys.cities(lang),
    queryFn: ({ signal }) => fetchCities(lang, signal).then((a) => a.data),
    staleTime: 60 * 60 * 1000,
  });

export const passportsQuery = () =>
  queryOptions({
    queryKey: profileKeys.passports(),
    queryFn: ({ signal }) => passportsApi.list(signal).then((a) => a.data),
  });

export const addressesQuery = () =>
  queryOptions({
    queryKey: profileKeys.addresses(),
    queryFn: ({ signal }) => addressesApi.list(signal).then((a) => a.data),
  });

/** Save (create or update) and delete of passports or addresses; the list is refetched after each. */
export const useOwnedMutations = <T>(api: OwnedApi<T>, key: readonly unknown[]) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: unknown }) =>
      id === null ? api.create(input) : api.update(id, input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => api.remove(id), onSuccess: refresh });
  return { save, remove };
};
