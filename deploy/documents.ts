// The shell's HTML document, one per brand, so that what a browser shows before the app's code arrives
// (the tab's title, the page's language, the browser's theme colour, the install manifest) is the brand
// of the host from the first byte. The build writes `index-<brand>.html` from the built index.html and the
// brand table (scripts/brand-documents.ts); both web servers answer the shell with the document of the
// request's brand (deploy/hosting.ts `shellFor`, server/web/static.ts, deploy/nginx.ts), and the service
// worker precaches what its host answers for /index.html, so its navigation fallback serves the same
// document offline.
//
// The language: the brand's default, unless the customer chose another on this device (localStorage,
// src/lib/i18n/storedLang.ts). A one-line inline script in the head sets it before the first paint; the
// CSP allows exactly that script by its hash (LANG_SCRIPT_SOURCE), nothing else inline.
import { createHash } from 'node:crypto';
import type { Brand, BrandId } from '../src/kernel/brand/brands.ts';
import { brandDescription } from '../src/kernel/brand/description.ts';
import { intlLocale, LANGS } from '../src/kernel/langs.ts';
import { LANG_STORAGE_KEY } from '../src/kernel/storeKeys.ts';

/** The brand's document in the build. */
export const documentFile = (brandId: BrandId): string => `index-${brandId}.html`;

const LOCALES = Object.fromEntries(LANGS.map((lang) => [lang, intlLocale(lang)]));

/** Sets `<html lang>` to the customer's stored choice, when there is one of ours (storage may throw). */
export const LANG_SCRIPT = `try{var l=localStorage.getItem(${JSON.stringify(LANG_STORAGE_KEY)}),m=${JSON.stringify(LOCALES)};if(Object.hasOwn(m,l))document.documentElement.lang=m[l]}catch(e){}`;

/** The CSP source that allows LANG_SCRIPT and nothing else inline. */
export const LANG_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LANG_SCRIPT).digest('base64')}'`;

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Replaces what `pattern` finds exactly once, or fails the build: the template changed under us. */
const replaceOnce = (html: string, pattern: RegExp, by: string, what: string): string => {
  const found = html.match(new RegExp(pattern, 'g'))?.length ?? 0;
  if (found !== 1) throw new Error(`index.html: expected one ${what}, found ${found}`);
  return html.replace(pattern, by);
};

/** The built index.html as the brand's document. */
/** index.html's `<meta name>` given the brand's content (the value already escaped). */
const setMeta = (html: string, name: string, content: string): string =>
  replaceOnce(
    html,
    new RegExp(`<meta name="${name}" content="[^"]*" />`),
    `<meta name="${name}" content="${content}" />`,
    `${name} meta`,
  );

export const brandDocument = (html: string, brand: Brand): string => {
  let out = replaceOnce(
    html,
    /<html lang="[^"]*">/,
    `<html lang="${intlLocale(brand.defaultLang)}">`,
    '<html lang>',
  );
  out = replaceOnce(out, /<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`, '<title>');
  out = setMeta(out, 'theme-color', brand.colors.primary);
  out = setMeta(out, 'description', escapeHtml(brandDescription(brand)));
  // The name and icon an iPhone gives the page added to its Home Screen (it reads no manifest for them).
  out = setMeta(out, 'apple-mobile-web-app-title', escapeHtml(brand.shortName));
  out = replaceOnce(
    out,
    /<link rel="apple-touch-icon" href="[^"]*" \/>/,
    `<link rel="apple-touch-icon" href="/brand/${brand.id}/apple-touch-icon.png" />`,
    'apple-touch-icon link',
  );
  return replaceOnce(
    out,
    /<meta charset="UTF-8" \/>/,
    `<meta charset="UTF-8" />\n    <script>${LANG_SCRIPT}</script>\n    <link rel="manifest" href="/manifest-${brand.id}.webmanifest" />`,
    'charset meta',
  );
};
