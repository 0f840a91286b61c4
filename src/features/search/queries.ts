import { queryOptions } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { fetchSearch } from './api.ts';

const searchKeys = {
  all: ['search', brand.id] as const,
  results: (query: string, lang: string) => [...searchKeys.all, lang, query] as const,
};

// Each query text is its own cache entry, so a late answer to an older text can never show under a
// newer one; the signal aborts the older request once nothing watches it.
export const searchQuery = (query: string, lang: string) =>
  queryOptions({
    queryKey: searchKeys.results(query, lang),
    queryFn: ({ signal }) => fetchSearch(query, lang, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
