import type { RuntimeBrand } from '../lib/brand/config.ts';
import { brandDescription } from '../lib/brand/description.ts';
import { afterFirstScreen } from '../lib/firstScreen.ts';

/** Applies the brand's colours, favicon and theme colour before the first paint. */
export const applyBrandTheme = (brand: RuntimeBrand): void => {
  const root = document.documentElement;
  root.dataset.brand = brand.id;
  root.style.setProperty('--brand', brand.colors.primary);
  root.style.setProperty('--brand-dark', brand.colors.primaryDark);
  root.style.setProperty('--on-brand', brand.colors.onPrimary);
  root.style.setProperty('--accent', brand.colors.accent);
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = brand.favicon;
  const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (theme) theme.content = brand.colors.primary;
  document.title = brand.name;
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description) description.content = brandDescription(brand);
  // The install manifest and home-screen icon of this host's brand, after the first screen: Chromium
  // fetches the manifest and its icons as soon as the link is in the head (issue 17: they competed with
  // the first screen's files), and installing is never the first thing a customer does.
  void afterFirstScreen().then(() => appendInstallLinks(brand));
};

const appendInstallLinks = (brand: RuntimeBrand): void => {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = `/manifest-${brand.id}.webmanifest`;
  const touchIcon = document.createElement('link');
  touchIcon.rel = 'apple-touch-icon';
  touchIcon.href = `/brand/${brand.id}/apple-touch-icon.png`;
  document.head.append(manifest, touchIcon);
};
