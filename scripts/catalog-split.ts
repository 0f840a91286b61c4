// Each language's texts in two files. A cold start on the orders tabs, or signed
// out, needs ~half of the language's ~600 texts before its first screen; the other half (the other
// screens, the dialogs loaded on demand) was ~6 kB brotli more on the first screen's path, which the
// first render waited for. The language's chunk (src/lib/i18n/catalogs/<lang>.ts) keeps the texts that the
// code every start runs uses (the page's entry, the app) and those of the orders tabs' screens
// (START_TEXT_ROUTES); the rest goes to `assets/<lang>-rest-<hash>.js`, which the chunk's `rest()` loads.
// Cut in renderChunk, before the bundler hashes the chunk: its name follows what it holds.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { START_TEXT_ROUTES } from '../src/lib/i18n/startTexts.ts';

const CATALOG = /src\/lib\/i18n\/catalogs\/(\w+)\.ts$/;
/** A compiled message id in the code (`i18n._({ id: "0rQ9AT" })`, `<Trans id="0rQ9AT" />`). */
const MESSAGE_ID = /\bid:\s*["'`]([\w-]{6})["'`]/g;
/** The route files of START_TEXT_ROUTES: `/tickets/actual` → src/routes/tickets/actual.tsx (split). */
const startRoute = (facade: string): boolean => {
  const file = /src\/routes\/(.+)\.tsx\?tsr-split=/.exec(facade)?.[1];
  return file !== undefined && START_TEXT_ROUTES.includes(`/${file.replace(/\./g, '/')}`);
};

type RenderedChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, { code: string | null }>;
};

/** The message ids in the code of every chunk a start loads statically (see above). */
export const startIds = (chunks: Record<string, RenderedChunk>, appEntry: string): Set<string> => {
  const byFile = new Map(Object.values(chunks).map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (c: RenderedChunk | undefined) => {
    if (!c || seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const f of c.imports) visit(byFile.get(f));
  };
  for (const c of byFile.values()) {
    const facade = c.facadeModuleId?.replaceAll('\\', '/') ?? '';
    if (c.isEntry || facade.endsWith(appEntry) || startRoute(facade)) visit(c);
  }
  const ids = new Set<string>();
  for (const file of seen)
    for (const m of Object.values(byFile.get(file)?.modules ?? {}))
      for (const match of (m.code ?? '').matchAll(MESSAGE_ID)) if (match[1]) ids.add(match[1]);
  return ids;
};

const json = (messages: Record<string, unknown>) => `JSON.parse(${JSON.stringify(JSON.stringify(messages))})`;

export const catalogSplit = (appEntry: string): Plugin => ({
  name: 'cabinet:catalog-split',
  apply: 'build',
  async renderChunk(code, chunk, _options, meta) {
    const lang = CATALOG.exec(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '')?.[1];
    if (!lang) return null;
    // The chunk is data only (JSON.parse of each PO file, merged): run it to read the messages.
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const { messages } = (await import(url)) as { messages: Record<string, unknown> };
    const ids = startIds(meta.chunks as unknown as Record<string, RenderedChunk>, appEntry);
    const first: Record<string, unknown> = {};
    const rest: Record<string, unknown> = {};
    for (const [id, message] of Object.entries(messages)) (ids.has(id) ? first : rest)[id] = message;
    if (Object.keys(first).length === 0) this.error(`catalog-split: no start text found for ${lang}`);
    const restCode = `export const messages=${json(rest)};\n`;
    const hash = createHash('sha256').update(restCode).digest('base64url').slice(0, 8);
    const restFile = `${lang}-rest-${hash}.js`;
    this.emitFile({ type: 'asset', fileName: `assets/${restFile}`, source: restCode });
    return {
      code: `export const messages=${json(first)};export const rest=()=>import("./${restFile}").then(m=>m.messages);\n`,
      map: null,
    };
  },
});
