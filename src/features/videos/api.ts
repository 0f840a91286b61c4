import * as v from 'valibot';
import { withAliases } from '../../lib/http/aliases.ts';
import { http } from '../../lib/http/api.ts';

/** Spec §3 spells the copyright's address `addess`; it is renamed once here. */
const COPYRIGHT_ALIASES = { addess: 'address' };

/** `image` may come as the 170×240 URL itself or as `{ '170x240': url }`. */
const image = v.pipe(
  v.union([v.string(), v.record(v.string(), v.string())]),
  v.transform((x) => (typeof x === 'string' ? x : (x['170x240'] ?? Object.values(x)[0] ?? ''))),
);

const VideoSchema = v.object({
  id: v.number(),
  title: v.string(),
  url: v.optional(v.string(), ''),
  performance: v.object({
    shortDescription: v.nullish(v.string(), ''),
    image: v.nullish(image, ''),
  }),
  copyright: v.nullish(
    withAliases(
      COPYRIGHT_ALIASES,
      v.object({
        vatNumber: v.nullish(v.string(), ''),
        name: v.nullish(v.string(), ''),
        address: v.nullish(v.string(), ''),
      }),
    ),
    null,
  ),
});

export const fetchVideos = (signal?: AbortSignal) =>
  http.request(v.object({ data: v.array(VideoSchema) }), '/api/v3/users/me/videos', signal ? { signal } : {});
