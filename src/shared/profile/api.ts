import { PROFILE } from '../../kernel/endpoints.ts';
import { http } from '../../lib/http/api.ts';
import { ProfileSchema } from './schemas.ts';

export * from './schemas.ts';

/**
 * users/me: the signed-in customer (the frame's name, the balance, the virtual card, the documents), with
 * the answer's validator (the device keeps it: lib/offline/syncCore.ts).
 */
export const fetchProfile = (signal?: AbortSignal) =>
  http.requestWithValidator(ProfileSchema, PROFILE, signal ? { signal } : {});
