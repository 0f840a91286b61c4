// The build's source maps, kept out of what is deployed: they carry the whole source and the build
// machine's paths (sw.js.map), and `dist/` is copied to the web server as it is. After the build (the
// service worker's map included) every `.map` moves from `dist/` to `sourcemaps/` beside it, for
// debugging and error reports. The web servers refuse `.map` anyway (deploy/hosting.ts).
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Moves every source map under `from` to the same place under `to` (emptied first); how many. */
export const moveSourceMaps = async (from: string, to: string): Promise<number> => {
  await rm(to, { recursive: true, force: true });
  const maps = (await readdir(from, { withFileTypes: true, recursive: true })).filter(
    (e) => e.isFile() && e.name.endsWith('.map'),
  );
  for (const map of maps) {
    const source = join(map.parentPath, map.name);
    const target = join(to, relative(from, source));
    await mkdir(dirname(target), { recursive: true });
    await rename(source, target);
  }
  return maps.length;
};

/** The Vite plugin: after the service worker is written, before the precompressed copies. */
export const sourceMapsOutside = (folder = 'sourcemaps'): Plugin => {
  let outDir = 'dist';
  let target = folder;
  return {
    name: 'cabinet:sourcemaps-outside',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
      target = resolve(config.root, folder);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        await moveSourceMaps(outDir, target);
      },
    },
  };
};
