import type { RuntimeBrand } from '../../kernel/brand/config.ts';
import { brandDescription } from '../../kernel/brand/description.ts';
import { afterFirstScreen } from '../firstScreen.ts';

/**
 * Applies the brand's colours before the first paint, its icons after the first screen. The title, the
 * theme colour and the description are the built document's already (deploy/documents.ts); set again
 * for the dev server's index.html, which knows no brand.
 */
export const applyBrandTheme = (brand: RuntimeBrand): void => {
  const root = document.documentElement;
  root.dataset.brand = brand.id;
  root.style.setProperty('--brand', brand.colors.primary);
  root.style.setProperty('--brand-dark', brand.colors.primaryDark);
  root.style.setProperty('--on-brand', brand.colors.onPrimary);
  root.style.setProperty('--accent', brand.colors.accent);
  const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (theme) theme.content = brand.colors.primary;
  document.title = brand.name;
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description) description.content = brandDescription(brand);
  // The tab's icon (and, on the dev server, the manifest and home-screen icon) of this host's brand, after
  // the first screen: Chromium fetches an icon as soon as its link is in the head (it competed with the
  // first screen's files for the browser's six connections), and no customer needs it first.
  void afterFirstScreen().then(() => appendIconLinks(brand));
};

const appendIconLinks = (brand: RuntimeBrand): void => {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) {
    icon.type = 'image/svg+xml';
    icon.href = brand.favicon;
  }
  // The built document names its brand's manifest already (deploy/documents.ts); the dev server's does not.
  if (!document.querySelector('link[rel="manifest"]')) {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = `/manifest-${brand.id}.webmanifest`;
    document.head.append(manifest);
  }
  // The built document names the brand's home-screen icon; the dev server's names the default brand's.
  const touchIcon = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]');
  if (touchIcon) touchIcon.href = `/brand/${brand.id}/apple-touch-icon.png`;
};
