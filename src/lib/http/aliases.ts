// The platform spells some fields two ways. They are normalised here, once, before validation, so
// the rest of the app sees one spelling.
import * as v from 'valibot';

/** `awaitingСonfirm` below has a Cyrillic "С" — the platform really sends that spelling. */
export const ORDER_ALIASES: Record<string, string> = {
  awaitingСonfirm: 'awaitingConfirm',
  expired_ad: 'expired_at',
};

export const PROFILE_ALIASES: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  middle_name: 'middleName',
  city_id: 'cityId',
  sms_subscribe: 'smsSubscribe',
  email_subscribe: 'emailSubscribe',
};

/** Renames alias keys to their canonical names; when both are present the canonical one wins. */
export const renameKeys = (input: unknown, aliases: Record<string, string>): unknown => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [alias, canonical] of Object.entries(aliases)) {
    if (alias in out) {
      if (!(canonical in out)) out[canonical] = out[alias];
      delete out[alias];
    }
  }
  return out;
};

/** A schema that accepts the aliases of `aliases` and validates the canonical shape. */
export const withAliases = <S extends v.GenericSchema>(aliases: Record<string, string>, schema: S) =>
  v.pipe(
    v.unknown(),
    v.transform((input) => renameKeys(input, aliases)),
    schema,
  );
