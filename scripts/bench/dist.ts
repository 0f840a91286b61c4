// The production build the benchmarks measure: built first when dist/ is missing or older than the
// sources, then copied into a temp folder, so the reference page (served under /bench-ref/ at bench time
// only) never lands in dist/ and never ships.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DIST = 'dist';
const SOURCES = ['src', 'sw', 'public', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json'];

const newestMtime = (path: string): number => {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
};

/** True when dist/ holds no build or one older than a source file. */
const distIsStale = (): boolean => {
  const built = statSync(join(DIST, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built === 0 || SOURCES.some((p) => newestMtime(p) > built);
};

export const ensureBuilt = (force: boolean): void => {
  if (!force && !distIsStale()) return;
  console.info('bench: building the app (npm run build)…');
  try {
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
    throw new Error('bench: the build failed');
  }
};

/** A throwaway copy of dist/ (or of the build `from`) for one bench run; remove it with the returned function. */
export const copyDist = async (from = DIST): Promise<{ dir: string; remove: () => Promise<void> }> => {
  const root = await mkdtemp(join(tmpdir(), 'cabinet-bench-'));
  const dir = join(root, 'dist');
  // Timestamps kept: the server sends a precompressed copy only while it is as new as its file, and a
  // plain copy's times follow the (unordered) copy order.
  await cp(from, dir, { recursive: true, preserveTimestamps: true, filter: (src) => !src.endsWith('.map') });
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
};
