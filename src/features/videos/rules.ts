/** Spec §9: a video's short description is clipped at 130 characters. */
export const DESCRIPTION_LIMIT = 130;

/**
 * The first `limit` characters (whole characters, not UTF-16 halves), trimmed, with an ellipsis
 * when something was cut; shorter texts come back unchanged.
 */
export const clipDescription = (text: string, limit = DESCRIPTION_LIMIT): string => {
  const chars = Array.from(text.trim());
  if (chars.length <= limit) return chars.join('');
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
};
