// Precompressed copies of the build's text files: `name.br` (brotli, quality 11) and
// `name.gz` (gzip -9) beside each file, written once at build time, so the server sends the smallest
// encoding the browser accepts without compressing on each request. Used by the Vite build
// (vite.config.ts) and by the bench's stack-floor build.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing (text formats); images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_PRECOMPRESS_BYTES = 512;

export const brotli = (body: Buffer): Buffer =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

export const gzip = (body: Buffer): Buffer => gzipSync(body, { level: 9 });

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

/** Writes `.br` and `.gz` beside every compressible file of `dir` (source maps excepted). */
export const precompressDir = async (dir: string): Promise<number> => {
  let written = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    if ((await stat(file)).size < MIN_PRECOMPRESS_BYTES) continue;
    const body = await readFile(file);
    await writeFile(`${file}.br`, brotli(body));
    await writeFile(`${file}.gz`, gzip(body));
    written += 1;
  }
  return written;
};

/** The Vite plugin: precompresses the output folder last, after the service worker and brand assets. */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'cabinet:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        await precompressDir(outDir);
      },
    },
  };
};
