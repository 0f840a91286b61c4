// The code of the route being opened, and of the page's language, asked for by the page's entry while
// the app's own files load: otherwise the router asks for it only once the app has been
// evaluated, one more round trip before the first screen. The map is written into index.html at build
// time (scripts/start-graph.ts `routeChunksMeta`, start/preload/chunkMap.ts); in development there is none and
// nothing happens.

import { openedPath } from '../../kernel/routeFacts.ts';
import { startTextsSuffice } from '../../lib/i18n/startTexts.ts';
import { type ChunkMap, decodeChunkMap, ROUTE_CHUNKS_META } from './chunkMap.ts';

/** A route file's name as its URL segments: `tickets/actual` → tickets, actual; `payment.$id` → payment, $id. */
const segmentsOf = (routeFile: string): string[] =>
  routeFile.split(/[./]/).filter((s) => s !== '' && s !== 'index' && s !== '__root' && !s.startsWith('('));

/**
 * The route files whose code a start of `pathname` needs: the root, every layout whose path is a
 * prefix of it and the leaf it names (`$param` segments match any one segment; an `index` file only
 * its own path). `/` and `/tickets` redirect to the actual tab, so they need its code.
 */
export const routeFilesFor = (pathname: string, files: readonly string[]): string[] => {
  const parts = openedPath(pathname).split('/').filter(Boolean);
  return files.filter((file) => {
    const segs = segmentsOf(file);
    const isIndex = /(^|[./])index$/.test(file);
    if (segs.length > parts.length || (isIndex && segs.length !== parts.length)) return false;
    return segs.every((s, i) => s.startsWith('$') || s === parts[i]);
  });
};

const readMap = (): ChunkMap | null => {
  const content = document.querySelector(`meta[name="${ROUTE_CHUNKS_META}"]`)?.getAttribute('content');
  return content ? decodeChunkMap(content) : null;
};

/**
 * Adds preload links for the code of `pathname`'s route (with its stylesheets) and of language `lang`;
 * with no pathname (signed out: no route's screen is drawn, app/signedOutRoutes.ts) the language's only.
 * The language's texts are its first part, and the second too where the route's screen needs it
 * (lib/i18n/startTexts.ts).
 */
export const preloadRouteCode = (pathname: string | null, lang: string): void => {
  const map = readMap();
  if (!map) return;
  const routes =
    pathname === null
      ? []
      : routeFilesFor(
          pathname,
          Object.keys(map).filter((k) => !k.includes(':')),
        );
  // A start whose first screen needs more than the first part of the texts loads both parts at once.
  const rest = pathname !== null && !startTextsSuffice(pathname, true) ? (map[`rest:${lang}`] ?? []) : [];
  const files = new Set([...(map[`lang:${lang}`] ?? []), ...rest, ...routes.flatMap((r) => map[r] ?? [])]);
  for (const file of files) {
    const kind = /^assets\/[\w.-]+\.(js|css)$/.exec(file)?.[1];
    if (!kind) continue;
    const link = document.createElement('link');
    // A stylesheet is only fetched here: Vite's loader still adds it (and waits for it) with the chunk.
    link.rel = kind === 'js' ? 'modulepreload' : 'preload';
    if (kind === 'css') link.as = 'style';
    link.crossOrigin = '';
    // Below the start shell's own files (the entry, its chunk, the base styles: src/start/start.ts), which
    // paint first, and at the level of the app's code in index.html (scripts/start-graph.ts).
    link.setAttribute('fetchpriority', 'low');
    link.href = `/${file}`;
    document.head.append(link);
  }
};
