// The layout's and the cabinet page's answers: the schemas they are validated against. Apart from
// api.ts so the service worker's background refresh (sw/backgroundRefresh.ts) shares them without the
// page's HTTP client.
import * as v from 'valibot';
import { CABINET_PAGE, LAYOUT } from '../../kernel/endpoints.ts';
import { KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { localized } from '../../lib/http/schemas.ts';
import type { KeptWhole } from '../../lib/offline/keptWhole.ts';

const link = v.object({ title: v.string(), url: v.string() });

const region = v.object({ id: v.number(), slug: v.string(), name: localized });

export const LayoutSchema = v.object({
  branding: v.optional(v.object({ image: v.optional(v.string()), color: v.optional(v.string()) }), {}),
  currency_symbol: v.optional(v.string(), 'rub'),
  offer_contract: v.optional(v.string()),
  logoUrl: v.optional(v.string()),
  langs: v.optional(v.array(v.string()), []),
  menu: v.optional(v.array(v.object({ key: v.string(), url: v.string(), title: localized })), []),
  footer: v.optional(
    v.record(v.string(), v.array(v.object({ title: v.string(), items: v.array(link) }))),
    {},
  ),
  copyright: v.optional(v.string(), ''),
  phone: v.optional(v.string(), ''),
  bank_info: v.optional(v.string(), ''),
  socials: v.optional(
    v.object({
      instagramUrl: v.optional(v.string()),
      facebookUrl: v.optional(v.string()),
      telegramUrl: v.optional(v.string()),
    }),
    {},
  ),
  countries: v.optional(
    v.array(v.object({ id: v.number(), iso2: v.string(), name: localized, regions: v.array(region) })),
    [],
  ),
});
export type Layout = v.InferOutput<typeof LayoutSchema>;

export const CabinetPageSchema = v.object({ title: localized, description: v.optional(localized, {}) });

/** Kept on the device: the frame (app/keptSet.ts). */
export const KEPT_LAYOUT = {
  key: KEPT_KEYS.layout,
  path: LAYOUT,
  schema: LayoutSchema,
} satisfies KeptWhole;
export const KEPT_CABINET_PAGE = {
  key: KEPT_KEYS.cabinetPage,
  path: CABINET_PAGE,
  schema: CabinetPageSchema,
} satisfies KeptWhole;
