import * as v from 'valibot';
import { http } from '../../lib/http/api.ts';
import { numeric } from '../../lib/http/schemas.ts';

const ref = v.object({ id: v.optional(v.nullable(numeric)), slug: v.optional(v.nullable(v.string())) });

/** A search hit (spec §3): name or title, type or types, id, category, and where it is. */
const HitSchema = v.object({
  id: numeric,
  name: v.optional(v.string()),
  title: v.optional(v.string()),
  type: v.optional(ref),
  types: v.optional(v.array(ref)),
  category: v.optional(ref),
  region: v.optional(v.string()),
});
export type Hit = v.InferOutput<typeof HitSchema>;

const group = v.optional(v.array(HitSchema), []);

const SearchSchema = v.object({
  objects: group,
  posts: group,
  videos: group,
  names: group,
  tours: group,
  performances: group,
});
export type SearchResults = v.InferOutput<typeof SearchSchema>;

/** GET /api/v2/search (spec §7): target=site, search[query], search[type]=1; lang names the hits. */
export const fetchSearch = (query: string, lang: string, signal?: AbortSignal) =>
  http.request(SearchSchema, '/api/v2/search', {
    query: { target: 'site', 'search[query]': query, 'search[type]': 1, lang },
    ...(signal ? { signal } : {}),
  });
