import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFLINE_KEYS } from '../../lib/offline/keys.ts';
import { claimedFrom } from '../../lib/offline/owner.ts';
import { snapshotQueryFn } from '../../lib/offline/readThrough.ts';
import {
  addressesApi,
  fetchCities,
  fetchProfile,
  type OwnedApi,
  ProfileSchema,
  passportsApi,
} from './api.ts';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  cities: (lang: string) => [...profileKeys.all, 'cities', lang] as const,
  passports: () => [...profileKeys.all, 'passports'] as const,
  addresses: () => [...profileKeys.all, 'addresses'] as const,
};

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    // Kept on the device (the frame's name and avatar, the virtual card code), not in the persisted
    // query cache: customer data lives in the offline store only.
    // users/me names the session's customer: the device keeps data under that id (lib/offline/owner.ts).
    queryFn: snapshotQueryFn(OFFLINE_KEYS.profile, ProfileSchema, (signal) =>
      fetchProfile(signal).then(claimedFrom),
    ),
    networkMode: 'always',
    staleTime: 60 * 1000,
  });

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
