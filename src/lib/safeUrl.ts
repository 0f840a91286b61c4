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

const IMAGE_SCHEMES = new Set(['http:', 'https:']);

/**
 * An image address from the server (avatar, poster, plan or card art, payment logo) if it is safe to
 * put in `img src`: http(s) or an inline `data:image/…`. Anything else (`javascript:`, other schemes,
 * inline non-images) is dropped rather than left to the CSP. With `base`, a relative address is
 * resolved against it (images served by the API host).
 */
export const safeImageSrc = (url: string | undefined | null, base?: string): string | undefined => {
  if (!url) return undefined;
  const trimmed = url.trim();
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed, base ?? 'https://relative.invalid');
    if (!IMAGE_SCHEMES.has(parsed.protocol)) return undefined;
    return base ? parsed.href : trimmed;
  } catch {
    return undefined;
  }
};
