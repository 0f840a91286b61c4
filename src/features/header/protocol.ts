// The cross-site frame protocol with the brand's main site (spec §7: login, logout, city, isLogin,
// isCity). Pushes: `login` {token, username?, avatar?}, `logout`, `city` {city}. Questions:
// {type: 'isLogin'} and {type: 'isCity'}; their answers carry the field ({type: 'isLogin', value},
// {type: 'isCity', city}), questions do not. Messages are accepted only from the main site's origin
// and its frame window, and sent only to that origin.
import * as v from 'valibot';
import { CITY_SLUG } from './rules.ts';

const token = v.pipe(v.string(), v.minLength(1), v.maxLength(512));
const text = v.optional(v.pipe(v.string(), v.maxLength(512)), '');

const MessageSchema = v.variant('type', [
  v.object({ type: v.literal('login'), token, username: text, avatar: text }),
  v.object({ type: v.literal('logout') }),
  v.object({ type: v.literal('city'), city: v.pipe(v.string(), v.regex(CITY_SLUG)) }),
  v.object({ type: v.literal('isLogin'), value: v.optional(v.boolean()) }),
  v.object({ type: v.literal('isCity'), city: v.optional(v.nullable(v.string())) }),
]);
export type FrameMessage = v.InferOutput<typeof MessageSchema>;

/** The message, or null for anything that is not one of the protocol's. */
export const parseFrameMessage = (data: unknown): FrameMessage | null => {
  const result = v.safeParse(MessageSchema, data);
  return result.success ? result.output : null;
};

/** A question expects an answer; an answer to our own question carries its field. */
export const isQuestion = (data: unknown, field: 'value' | 'city'): boolean =>
  typeof data === 'object' && data !== null && !(field in data);

/** Only the main site's exact origin and its frame window are trusted. */
export const isTrustedSender = (
  event: { origin: string; source: unknown },
  mainSiteOrigin: string,
  frame: unknown,
): boolean => {
  if (!frame || event.source !== frame) return false;
  try {
    return new URL(mainSiteOrigin).origin === event.origin;
  } catch {
    return false;
  }
};

/** The frame's address: the main site's page told which cabinet origin frames it. */
export const frameSrc = (mainSiteOrigin: string, cabinetOrigin: string): string =>
  `${mainSiteOrigin}/cabinet-frame?origin=${encodeURIComponent(cabinetOrigin)}`;
