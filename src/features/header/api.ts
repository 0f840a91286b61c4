// The partner-services list (spec §7): a static JSON document on a storage host, read with a plain
// fetch (no token goes to the storage host) and validated like every API answer.
import * as v from 'valibot';
import { parseAnswer } from '../../lib/http/client.ts';
import { flag, localized } from '../../lib/http/schemas.ts';
import { servicesUrl } from './rules.ts';

const item = v.object({ key: v.string(), href: v.string(), label: localized });

const ServicesSchema = v.object({
  services: v.array(v.object({ ...item.entries, enable: flag })),
  links: v.optional(v.array(item), []),
});
export type Services = v.InferOutput<typeof ServicesSchema>;

/** Thrown when the list cannot be read: the menu hides, the header stays; nothing is toasted. */
export class ServicesUnavailable extends Error {}

export const SERVICES_URL = servicesUrl(
  import.meta.env.VITE_SERVICES_STORAGE ?? '/storage',
  location.protocol,
);

export const fetchServices = async (signal?: AbortSignal): Promise<Services> => {
  try {
    const res = await fetch(SERVICES_URL, { credentials: 'omit', ...(signal ? { signal } : {}) });
    if (!res.ok) throw new ServicesUnavailable(`services list answered ${res.status}`);
    return parseAnswer(ServicesSchema, await res.json(), SERVICES_URL);
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ServicesUnavailable('services list unavailable', { cause: e });
  }
};
