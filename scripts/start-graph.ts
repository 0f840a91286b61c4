// The start's module graph in the build. The page's entry (src/start/start.ts) imports the app
// (src/main.tsx) dynamically, so an offline start can paint the gate's QR before evaluating the app
// (docs/decisions-gate-start.md). Two consequences, both fixed here:
//   - The app's own modules were cut into ~35 small chunks (each shared with some lazy chunk), each one
//     more request to the service worker and one more module record before the first render. `appChunk`
//     names one chunk for every project module that main.tsx reaches through static imports.
//   - The files the app needs were asked for only once start.ts had run (the dynamic import's preload
//     helper appended a <link> per file). `preloadApp` lists them in index.html as modulepreloads, so
//     they are fetched and compiled while the page's entry runs; the helper then finds them present.
import type { CodeSplittingNameFunction } from 'rolldown';
import type { Plugin } from 'vite';
import { encodeChunkMap, ROUTE_CHUNKS_META } from '../src/start/preload/chunkMap.ts';
import { APP_PRELOAD_ATTR } from '../sw/shell.ts';

type Ctx = Parameters<CodeSplittingNameFunction>[1];

const isProjectModule = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0');

/** Every module statically reachable from `entry` (a module id: its absolute path). */
const staticallyReachable = (ctx: Ctx, entry: string): Set<string> => {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) stack.push(next);
  }
  return seen;
};

/**
 * A `codeSplitting.groups` name function: `name` for the project's own modules that `entry` reaches
 * statically (libraries have their own group), the entry excepted. The set is computed once per pass.
 */
export const appChunk = (name: string, entry: string): CodeSplittingNameFunction => {
  let pass: Ctx | null = null;
  let reach = new Set<string>();
  return (id, ctx) => {
    if (pass !== ctx) {
      pass = ctx;
      reach = staticallyReachable(ctx, entry);
    }
    // The entry stays in its own chunk: it awaits the language and the route's code at its top level,
    // and a lazy chunk importing from the chunk that awaits it would never finish loading.
    return isProjectModule(id) && id !== entry && reach.has(id) ? name : null;
  };
};

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss?: Set<string> };
};

const byFile = (bundle: Record<string, { type: string }>, fileName: string): Chunk | undefined => {
  const c = bundle[fileName];
  return c?.type === 'chunk' ? (c as Chunk) : undefined;
};

/** The chunk files `entrySuffix`'s chunk loads statically, itself included, in load order. */
const staticChunkFiles = (bundle: Record<string, { type: string }>, entrySuffix: string): string[] => {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.facadeModuleId?.endsWith(entrySuffix));
  const out: string[] = [];
  const visit = (c: Chunk | undefined) => {
    if (!c || out.includes(c.fileName)) return;
    out.push(c.fileName);
    for (const f of c.imports) visit(byFile.get(f));
  };
  visit(entry);
  return out;
};

/**
 * Adds modulepreload links for the app's static chunk graph to index.html (after the entry's own), and
 * preloads (not stylesheets: the gate start paints without them) for those chunks' CSS: Vite's loader
 * waits for a chunk's stylesheet before running it, and asked for it only once the entry had run, one
 * round trip after the scripts.
 */
export const preloadApp = (entrySuffix: string): Plugin => ({
  name: 'cabinet:preload-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => {
      if (!ctx.bundle) return html;
      const bundle = ctx.bundle;
      // Not the entry's own small chunk: src/start/start.ts imports it once the start's paint is done, by which
      // time it arrives in one round trip, while its preload would hold one of the browser's six
      // connections that the largest files need at once (Lantern's simulated graph of a cold
      // start had the vendor chunk waiting ~300 ms for a connection).
      // Nor what the page's own entry imports (the bundler's runtime): the entry asks for it first thing.
      const entry = new Set(staticChunkFiles(bundle, 'index.html'));
      const files = staticChunkFiles(bundle, entrySuffix)
        .slice(1)
        .filter((f) => !entry.has(f) && !html.includes(`/${f}"`));
      const css = [
        ...new Set(files.flatMap((f) => [...(byFile(bundle, f)?.viteMetadata?.importedCss ?? [])])),
      ];
      // At a low priority: the start shell (the entry, its chunk, the base styles) paints before the app's
      // code runs, and its ~20 kB should not share the link with the app's ~130 kB (its
      // effect on the first paint: docs/decisions-bench.md). The route's code and the first API
      // reads, asked for by the entry, are low too (start/preload/routeChunks.ts, lib/http/early.ts), so
      // the app's files keep their order among themselves.
      return {
        html,
        tags: [
          ...files.map((f) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `/${f}`,
              [APP_PRELOAD_ATTR]: true,
            },
            injectTo: 'head' as const,
          })),
          ...css
            .filter((f) => !html.includes(`/${f}"`))
            .map((f) => ({
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'style',
                crossorigin: true,
                fetchpriority: 'low',
                href: `/${f}`,
                [APP_PRELOAD_ATTR]: true,
              },
              injectTo: 'head' as const,
            })),
        ],
      };
    },
  },
});

const ROUTE_FACADE = /src\/routes\/(.+)\.tsx\?tsr-split=/;
const CATALOG_FACADE = /src\/lib\/i18n\/catalogs\/(\w+)\.ts$/;
const CATALOG_REST = /^assets\/(\w+)-rest-[\w-]+\.js$/;

/**
 * For each code-split route file (`tickets/actual`, `payment.$id`, …) and each language's catalog
 * (`lang:ru`), the chunk files it loads statically, less those index.html already preloads (`known`);
 * and each language's second part of the texts (`rest:ru`).
 */
const routeChunkMap = (
  bundle: Record<string, { type: string }>,
  known: ReadonlySet<string>,
): Record<string, string[]> => {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const map: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
    const route = ROUTE_FACADE.exec(id)?.[1];
    const lang = CATALOG_FACADE.exec(id)?.[1];
    const key = route ?? (lang ? `lang:${lang}` : null);
    if (!key) continue;
    const files = staticChunkFiles(bundle, id).filter((f) => !known.has(f));
    // Their stylesheets too: Vite's loader waits for a chunk's CSS before the chunk runs.
    const css = files.flatMap((f) => [...(byFile(bundle, f)?.viteMetadata?.importedCss ?? [])]);
    map[key] = [...new Set([...(map[key] ?? []), ...files, ...css.filter((f) => !known.has(f))])];
  }
  // Each language's second part (scripts/catalog-split.ts), for the starts that need every text at once.
  for (const file of Object.keys(bundle)) {
    const lang = CATALOG_REST.exec(file)?.[1];
    if (lang) map[`rest:${lang}`] = [file];
  }
  return map;
};

/**
 * Writes {@link routeChunkMap} into index.html as a meta tag: the page's entry preloads the code of the
 * route being opened and of its language while the app's own files load, instead of after the app has
 * been evaluated (one round trip less on a first visit). A meta tag, not a script: the CSP
 * allows no inline script, and this is data.
 */
export const routeChunksMeta = (entrySuffix: string): Plugin => ({
  name: 'cabinet:route-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => {
      if (!ctx.bundle) return html;
      const known = new Set(staticChunkFiles(ctx.bundle, entrySuffix));
      for (const m of html.matchAll(/\/(assets\/[^"]+\.js)"/g)) if (m[1]) known.add(m[1]);
      return {
        html,
        tags: [
          {
            tag: 'meta',
            attrs: { name: ROUTE_CHUNKS_META, content: encodeChunkMap(routeChunkMap(ctx.bundle, known)) },
            injectTo: 'head' as const,
          },
        ],
      };
    },
  },
});
