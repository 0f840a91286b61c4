// The build's map of which files a route (or a language) loads, as index.html carries it: written by
// scripts/start-graph.ts at build time, read by routeChunks.ts at start. No DOM here: both sides use it.

/** The name of index.html's meta tag that holds the map. */
export const ROUTE_CHUNKS_META = 'cabinet-route-chunks';

/** Route file (`tickets/actual`, `payment.$id`) or `lang:<lang>` → files under `assets/`. */
export type ChunkMap = Record<string, string[]>;

/**
 * The map as `key=file,file;key=…`, each file named without `assets/` and `.js` (a stylesheet keeps
 * its `.css`): nothing to escape in an attribute.
 */
export const encodeChunkMap = (map: ChunkMap): string =>
  Object.entries(map)
    .map(
      ([key, files]) =>
        `${key}=${files.map((f) => f.replace(/^assets\//, '').replace(/\.js$/, '')).join(',')}`,
    )
    .join(';');

/** Reads {@link encodeChunkMap}'s form back into the map. */
export const decodeChunkMap = (content: string): ChunkMap =>
  Object.fromEntries(
    content
      .split(';')
      .map((entry) => entry.split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '')
      .map(([key, files]) => [
        key,
        files
          .split(',')
          .filter(Boolean)
          .map((f) => `assets/${f.endsWith('.css') ? f : `${f}.js`}`),
      ]),
  );
