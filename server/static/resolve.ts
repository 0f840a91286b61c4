// Maps a URL path to a file inside a root folder, or null: no `..`, no encoded tricks, no dotfiles
// (except .well-known), no NUL bytes, no symlink pointing outside.
import { realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { ALLOWED_DOT_DIRS } from '../../deploy/hosting.ts';

const inside = (root: string, path: string): boolean => path === root || path.startsWith(root + sep);

/** The absolute path for `pathname` under `root`, or null when the path is not allowed. */
export const resolveInside = (root: string, pathname: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split(/[/\\]+/).filter((s) => s !== '');
  if (segments.some((s) => s === '..' || (s.startsWith('.') && !ALLOWED_DOT_DIRS.includes(s)))) return null;
  const base = resolve(root);
  const full = resolve(base, ...segments);
  return inside(base, full) ? full : null;
};

/** True when `file`, with symlinks resolved, still lies under `root`. */
export const reallyInside = async (root: string, file: string): Promise<boolean> => {
  try {
    return inside(await realpath(root), await realpath(file));
  } catch {
    return false;
  }
};
