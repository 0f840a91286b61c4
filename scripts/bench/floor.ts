// The stack floor: a minimal app on exactly the cabinet's stack (scripts/bench/floor/), built
// for a bench run and served by a second reference server that shares the cabinet's database, so one
// sign-in (the `token` cookie of `localhost`, which every port shares) opens both. Never shipped.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { precompressDir } from '../precompress.ts';
import { type BenchServer, startServer } from './server.ts';

export const FLOOR_TITLE = 'Stack floor';

/** Builds the floor app into a temp folder (precompressed like the cabinet's build); remove it after. */
export const buildFloor = async (): Promise<{ dir: string; remove: () => Promise<void> }> => {
  const root = await mkdtemp(join(tmpdir(), 'cabinet-floor-'));
  const dir = join(root, 'dist');
  await build({
    configFile: join(import.meta.dirname, 'floor', 'vite.config.ts'),
    build: { outDir: dir },
    logLevel: 'warn',
  });
  await precompressDir(dir);
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
};

export type ServerPair = { app: BenchServer; floor: BenchServer; stop: () => Promise<void> };

/**
 * The cabinet and the floor, each on its own reference server (own origin: own service worker, IndexedDB
 * and local storage), over one database file, so a token issued by one is valid on the other.
 */
export const startPair = async (opts: {
  distDir: string;
  floorDir: string;
  env?: Record<string, string>;
}): Promise<ServerPair> => {
  const dbDir = await mkdtemp(join(tmpdir(), 'cabinet-bench-db-'));
  const dbFile = join(dbDir, 'bench.sqlite');
  // One after the other: the first seeds the new file, the second finds it seeded.
  const app = await startServer({ distDir: opts.distDir, env: { ...opts.env, DB_FILE: dbFile } });
  const floor = await startServer({ distDir: opts.floorDir, env: { ...opts.env, DB_FILE: dbFile } });
  return {
    app,
    floor,
    stop: async () => {
      await Promise.all([app.stop(), floor.stop()]);
      await rm(dbDir, { recursive: true, force: true });
    },
  };
};
