import { http } from '../../lib/http/api.ts';
import { profileRead } from './schemas.ts';

export * from './schemas.ts';

/**
 * users/me: the signed-in customer (the frame's name, the balance, the virtual card, the documents), with
 * the answer's validator (the device keeps it: lib/offline/syncCore.ts).
 */
export const fetchProfile = (signal?: AbortSignal) =>
  http.requestWithValidator(profileRead.schema, profileRead.path, signal ? { signal } : {});
