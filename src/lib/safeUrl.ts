// Links that come from the server are rendered only if they are plain web, mail or phone links:
// a `javascript:` URL in a footer would otherwise run in our origin.
const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The link if it is safe to render, else undefined. With `base`, a relative link is resolved
 * against it (links to the brand's main site).
 */
export const safeHref = (url: string | undefined | null, base?: string): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, base ?? 'https://relative.invalid');
    if (!ALLOWED.has(parsed.protocol)) return undefined;
    return base ? parsed.href : url;
  } catch {
    return undefined;
  }
};
