// Whose rows of the offline store may be read and written now (no Dexie: a start reads the store before
// Dexie has loaded, see rawRead.ts).
import { getCookie } from '../cookies.ts';

/** The account whose data may be read and written now; null when signed out. */
export const currentOwner = (): string | null => (getCookie('token') ? getCookie('username') || null : null);
