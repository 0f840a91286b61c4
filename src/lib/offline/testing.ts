// For the device store's tests: a signed-in session whose owner users/me has named, as the app has it
// after its first sync (lib/offline/owner.ts).
import { claimOwner, ownerRowWritten, settleOwner } from './owner.ts';

const setCookie = (name: string, value: string | null) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the session cookies the app reads
  document.cookie = value === null ? `${name}=; path=/; max-age=0` : `${name}=${value}; path=/`;
};

/** Session `token` for customer `id` (null: signed out); the device settled and the owner claimed. */
export const signInAs = async (id: number | null, token = `token-of-${id}`): Promise<void> => {
  setCookie('token', id === null ? null : token);
  await settleOwner();
  if (id !== null) await claimOwner(id);
  await ownerRowWritten();
};

/** The session cookie changes without the app noticing (a shared cookie, another tab). */
export const replaceToken = (token: string | null): void => setCookie('token', token);
