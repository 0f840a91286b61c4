import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../kernel/langs.ts';
import { brand } from '../../lib/brand/current.ts';
import { fetchCities, postEarlyBooking } from './api.ts';

const earlyBookingKeys = {
  cities: (lang: Lang) => ['cities', brand.id, lang] as const,
};

export const citiesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: earlyBookingKeys.cities(lang),
    queryFn: ({ signal }) => fetchCities(lang, signal),
    staleTime: 24 * 60 * 60 * 1000,
  });

export const earlyBookingMutation = () => mutationOptions({ mutationFn: postEarlyBooking });
