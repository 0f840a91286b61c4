import * as v from 'valibot';
import { http } from '../../lib/http/api.ts';
import { ProfileSchema } from '../../shared/profile/schemas.ts';

export * from '../../shared/profile/schemas.ts';

const nullableString = v.nullish(v.string(), null);

/** PUT /api/v2/users/me/profile: the form's fields in the platform's snake_case (spec §7). */
export type ProfileUpdate = {
  email: string;
  first_name: string;
  last_name: string;
  middle_name: string;
  dob: string | null;
  city_id: number;
  gender: 0 | 1 | null;
  sms_subscribe: 0 | 1;
  email_subscribe: 0 | 1;
};

export const saveProfile = (update: ProfileUpdate) =>
  http.request(ProfileSchema, '/api/v2/users/me/profile', { method: 'PUT', json: update });

const CitySchema = v.object({ id: v.number(), name: v.string() });

export const fetchCities = (lang: string, signal?: AbortSignal) =>
  http.request(v.object({ data: v.array(CitySchema) }), '/api/v2/cities', {
    query: { lang },
    ...(signal ? { signal } : {}),
  });

const PassportSchema = v.object({
  id: v.number(),
  document_type: v.string(),
  series: v.optional(v.string(), ''),
  number: v.string(),
  last_name: v.string(),
  first_name: v.string(),
  middle_name: nullableString,
  dob: v.string(),
  gender: v.nullish(v.picklist([0, 1]), null),
  citizenship: v.string(),
  issued_by: nullableString,
  issued_at: nullableString,
  expires_at: nullableString,
});
export type Passport = v.InferOutput<typeof PassportSchema>;
export type PassportInput = Omit<Passport, 'id'>;

const AddressSchema = v.object({
  id: v.number(),
  full_name: v.string(),
  country: v.string(),
  region: v.string(),
  city: v.string(),
  postcode: v.string(),
  address: v.string(),
  phone: nullableString,
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** List / create / update / delete of one kind of the customer's records (v3 users/me/…). */
export type OwnedApi<T> = {
  list: (signal?: AbortSignal) => Promise<{ data: T[] }>;
  create: (input: unknown) => Promise<{ data: T }>;
  update: (id: number, input: unknown) => Promise<{ data: T }>;
  remove: (id: number) => Promise<unknown>;
};

// The wrappers are built per schema; valibot cannot infer `{ data: T }` through a generic, so the
// wrapper's output type is stated once here.
const wrapped = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.object({ data: schema }) as unknown as v.GenericSchema<unknown, { data: T }>;
const wrappedList = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.object({ data: v.array(schema) }) as unknown as v.GenericSchema<unknown, { data: T[] }>;

const ownedApi = <T>(path: string, schema: v.GenericSchema<unknown, T>): OwnedApi<T> => ({
  list: (signal) => http.request(wrappedList(schema), path, signal ? { signal } : {}),
  create: (input) => http.request(wrapped(schema), path, { method: 'POST', json: input }),
  update: (id, input) => http.request(wrapped(schema), `${path}/${id}`, { method: 'PUT', json: input }),
  remove: (id) => http.request(v.unknown(), `${path}/${id}`, { method: 'DELETE' }),
});

export const passportsApi = ownedApi('/api/v3/users/me/passports', PassportSchema);
export const addressesApi = ownedApi('/api/v3/users/me/addresses', AddressSchema);
