// A release in a test: the served folder starts as a copy of `dist/` (the "old" version) and is replaced
// by a second build of the same source whose hashed file names differ (another BUILD_ID), the way the
// README's `rsync --delete` deploys: the old version's files are gone. The second build is made once per
// `dist/` and reused (~30 s), in node_modules/.cache, which the tests' output folder cleaning leaves alone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const NEXT_DIR = resolve('node_modules/.cache/e2e-next-build');
const STAMP = join(NEXT_DIR, '.built-from');

const LOCK = `${NEXT_DIR}.lock`;
/** A build takes ~30 s; a lock older than this was left by a run that died. */
const STALE_LOCK_MS = 5 * 60_000;

/** Blocks this worker for `ms` (another worker is building). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The folder of a second build of the source `dist/` was built from; builds it when missing. One worker
 * builds at a time (a lock folder): two builds into one folder at once (a test repeated in two workers)
 * broke each other's output.
 */
export const nextBuild = (): string => {
  const from = createHash('sha256').update(readFileSync('dist/index.html')).digest('hex').slice(0, 12);
  const built = () => existsSync(STAMP) && readFileSync(STAMP, 'utf8') === from;
  mkdirSync(dirname(NEXT_DIR), { recursive: true });
  while (!built()) {
    try {
      mkdirSync(LOCK, { recursive: false });
    } catch {
      const since = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      else pause(500);
      continue;
    }
    try {
      if (built()) break;
      const vite = resolve('node_modules/vite/bin/vite.js');
      const run = spawnSync(process.execPath, [vite, 'build', '--outDir', NEXT_DIR, '--emptyOutDir'], {
        env: { ...process.env, BUILD_ID: `next-${from}` },
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`the second build failed:\n${run.stdout}\n${run.stderr}`);
      writeFileSync(STAMP, from);
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
  return NEXT_DIR;
};

/** A temporary folder holding a copy of `dist/`, to serve as DIST_DIR and deploy over. */
export const servedCopyOfDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-served-'));
  cpSync('dist', dir, { recursive: true });
  return dir;
};

/** Replaces everything in `served` with the build in `build` (rsync --delete). */
export const deploy = (build: string, served: string): void => {
  for (const name of readdirSync(served)) rmSync(join(served, name), { recursive: true, force: true });
  cpSync(build, served, { recursive: true, filter: (src) => !src.endsWith('.built-from') });
};

/** The entry script named by a build's index.html: tells which version a page was loaded from. */
export const entryOf = (build: string): string => {
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(
    readFileSync(join(build, 'index.html'), 'utf8'),
  )?.[1];
  if (!src) throw new Error(`no entry script in ${build}/index.html`);
  return src;
};
