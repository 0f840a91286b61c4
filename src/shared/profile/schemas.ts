// The profile's answer (users/me): the schema it is validated against. Apart from api.ts so the service
// worker's background refresh (sw/backgroundRefresh.ts) shares it without the page's HTTP client.
import * as v from 'valibot';
import { PROFILE } from '../../kernel/startEndpoints.ts';
import { KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { PROFILE_ALIASES, withAliases } from '../../lib/http/aliases.ts';
import { flag, numeric } from '../../lib/http/schemas.ts';
import type { KeptWhole } from '../../lib/offline/keptWhole.ts';

const nullableString = v.nullish(v.string(), null);

export const ProfileSchema = withAliases(
  PROFILE_ALIASES,
  v.object({
    id: v.number(),
    email: nullableString,
    phone: v.string(),
    balance: v.optional(numeric, 0),
    hasSubscribe: v.optional(flag, false),
    downloadToken: nullableString,
    cardCode: nullableString,
    firstName: nullableString,
    lastName: nullableString,
    middleName: nullableString,
    gender: v.nullish(v.picklist([0, 1]), null),
    cityId: v.nullish(v.number(), null),
    dob: v.nullish(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), null),
    smsSubscribe: v.optional(flag, false),
    emailSubscribe: v.optional(flag, false),
    avatar: nullableString,
    socials: v.optional(v.array(v.unknown()), []),
  }),
);
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** Kept on the device: the frame's name and balance, the virtual card code (app/keptSet.ts). */
export const KEPT_PROFILE = {
  key: KEPT_KEYS.profile,
  path: PROFILE,
  schema: ProfileSchema,
} satisfies KeptWhole;
