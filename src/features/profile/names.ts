// How the cabinet names a customer and writes a phone (spec §5): in a module of their own, as the frame's
// side menu reads the name on every start and the profile's form rules (rules.ts) are the screens' only.
import { formatPhoneNumber } from '../../kernel/format/phone.ts';

/** The platform stores phones as digits only (375291111111); shown as people write them (+375 29 111-11-11). */
export const phoneForDisplay = (phone: string | null): string => formatPhoneNumber(phone ?? '');

/**
 * The name the side menu shows: the profile's names, else the session's `username` (the server names a
 * customer without a name by the phone, `+375291111111`), else the phone; a bare number is formatted.
 */
export const displayName = (
  p: { firstName?: string | null | undefined; lastName?: string | null | undefined; phone: string },
  username: string | null | undefined,
): string => {
  const names = [p.firstName, p.lastName].filter(Boolean).join(' ');
  return names || formatPhoneNumber(username || p.phone);
};
