import * as v from 'valibot';
import { http } from '../../lib/http/api.ts';
import { numeric } from '../../lib/http/schemas.ts';

const PromotionEntrySchema = v.object({
  id: v.optional(numeric),
  promocodeCode: v.nullish(v.string(), ''),
  promotion: v.object({
    id: numeric,
    name: v.string(),
    imageUrl: v.nullish(v.string(), null),
    shortDescription: v.nullish(v.string(), ''),
    categoryId: numeric,
  }),
  coupon: v.object({ endAt: v.nullish(numeric, null) }),
});
export type PromotionEntry = v.InferOutput<typeof PromotionEntrySchema>;

const PromotionsPageSchema = v.object({ data: v.array(PromotionEntrySchema), last_page: numeric });

/** The promotions list (spec §7 "Other": archive 0/1, page, perPage 4) on `GET /api/v2/users/me/coupons`. */
export const fetchPromotions = (
  params: { archive: 0 | 1; page: number; perPage: number },
  signal?: AbortSignal,
) =>
  http.request(PromotionsPageSchema, '/api/v2/users/me/coupons', {
    query: params,
    ...(signal ? { signal } : {}),
  });
