// Addresses that come from the server are rendered only if they are of a harmless kind: a
// `javascript:` URL in a footer link or an `img src` would otherwise be left to the CSP alone.
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);

/** `url` if its scheme is one of `schemes` (resolved against `base` when given), else undefined. */
const withScheme = (url: string, schemes: ReadonlySet<string>, base?: string): string | undefined => {
  try {
    const parsed = new URL(url, base ?? 'https://relative.invalid');
    if (!schemes.has(parsed.protocol)) return undefined;
    return base ? parsed.href : url;
  } catch {
    return undefined;
  }
};

/**
 * The link if it is safe to render, else undefined. With `base`, a relative link is resolved
 * against it (links to the brand's main site).
 */
export const safeHref = (url: string | undefined | null, base?: string): string | undefined =>
  url ? withScheme(url, LINK_SCHEMES, base) : undefined;

/**
 * An image address from the server (avatar, poster, plan or card art, payment logo) if it is safe to
 * put in `img src`: http(s) or an inline `data:image/…`. Anything else (`javascript:`, other schemes,
 * inline non-images) is dropped. With `base`, a relative address is resolved against it (images
 * served by the API host).
 */
export const safeImageSrc = (url: string | undefined | null, base?: string): string | undefined => {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(trimmed)) return trimmed;
  return withScheme(trimmed, IMAGE_SCHEMES, base);
};
