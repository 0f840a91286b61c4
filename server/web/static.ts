// Everything outside /api: the demo images under /demo/*, and the built app from DIST_DIR with an SPA
// fallback to index.html for paths without a file extension. @fastify/static sends the files (the
// build's precompressed .br/.gz copies, ranges, ETags, 304s); the rules (caching, content types, the
// fallback, what is refused) are data in deploy/hosting.ts, shared with the generated nginx config.
import { statSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ALLOWED_DOT_DIRS,
  cacheControlFor,
  contentSecurityPolicy,
  DEMO_CACHE,
  errorText,
  type HumanCheckOrigins,
  isUpstreamPath,
  NO_CACHE,
  NOT_SERVED_EXTENSIONS,
  PRECOMPRESSED,
  SPA,
  shellFor,
} from '../../deploy/hosting.ts';
import type { HostOverrides } from '../../src/kernel/brand/brands.ts';
import { contentType } from './mime.ts';

export const DEMO_ASSETS_DIR = fileURLToPath(new URL('../demo-assets/', import.meta.url));

const NOT_BUILT = 'The app is not built yet: run `npm run build`, then reload this page.\n';

const inside = (root: string, path: string): boolean => path === root || path.startsWith(root + sep);

/**
 * The absolute path for `pathname` under `root`, or null when the path is not allowed: no `..`, no
 * encoded tricks, no dotfiles (except .well-known), no NUL bytes.
 */
const resolveInside = (root: string, pathname: string): string | null => {
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

/** The file at `path` when it is a file that, with symlinks resolved, still lies under `root`. */
const fileInside = async (root: string, path: string): Promise<boolean> => {
  try {
    if (!(await stat(path)).isFile()) return false;
    return inside(await realpath(root), await realpath(path));
  } catch {
    return false;
  }
};

export const sendText = (
  reply: FastifyReply,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) =>
  reply
    .code(status)
    .headers({ 'Cache-Control': 'no-store', ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
    .send(text);

/**
 * The build's copies (`name.br`, `name.gz`) count only while they are as new as the file: a file
 * changed after the build (a hot fix, a test deploying a new `sw.js`) must not be answered by its old
 * copy. @fastify/static picks a copy by Accept-Encoding alone, so a stale copy's coding is taken out of
 * the request's Accept-Encoding before it looks.
 */
const dropStaleCopies = async (request: FastifyRequest, path: string): Promise<void> => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (accepted === '') return;
  const file = await stat(path);
  const stale: string[] = [];
  for (const { coding, suffix } of PRECOMPRESSED) {
    const copy = await stat(path + suffix).catch(() => null);
    if (copy && copy.mtimeMs < file.mtimeMs) stale.push(coding);
  }
  if (stale.length === 0) return;
  request.headers['accept-encoding'] = accepted
    .split(',')
    .filter((part) => !stale.includes(part.split(';')[0]?.trim().toLowerCase() ?? ''))
    .join(',');
};

/** Sends one file of `root` with our caching and content type; @fastify/static does the rest. */
const sendFileOf = async (reply: FastifyReply, root: string, path: string, cacheControl: string) => {
  await dropStaleCopies(reply.request, path);
  reply.header('Cache-Control', cacheControl);
  // The content type of deploy/hosting.ts (send's own table differs: application/javascript, …),
  // put back by the onSend hook of server/web/app.ts after @fastify/static has set its own.
  (reply.request as FastifyRequest & { fileType?: string }).fileType = contentType(path);
  const relative = path
    .slice(resolve(root).length + 1)
    .split(sep)
    .join('/');
  return reply.sendFile(relative, root, {
    cacheControl: false,
    dotfiles: 'allow',
    etag: true,
    lastModified: true,
  });
};

export const serveFiles =
  ({
    distDir,
    hostOverrides = {},
    humanCheckOrigins = {},
  }: {
    distDir: string;
    hostOverrides?: HostOverrides;
    humanCheckOrigins?: HumanCheckOrigins;
  }) =>
  async (request: FastifyRequest, reply: FastifyReply, url: URL) => {
    // Error texts keep the default policy of every answer (server/web/security.ts); a file of the app
    // gets the app's.
    const sendFile = (root: string, path: string, cacheControl: string) => {
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy(request.headers.host ?? '', hostOverrides, { humanCheck: humanCheckOrigins }),
      );
      return sendFileOf(reply, root, path, cacheControl);
    };
    if (!(SPA.methods as readonly string[]).includes(request.method))
      return sendText(reply, 405, errorText(405), { Allow: SPA.methods.join(', ') });
    const { pathname } = url;
    const demo = pathname.startsWith('/demo/');
    const root = demo ? DEMO_ASSETS_DIR : distDir;
    const path = resolveInside(root, demo ? pathname.slice('/demo'.length) : pathname);
    if (path === null) return sendText(reply, 400, errorText(400));
    if (NOT_SERVED_EXTENSIONS.includes(extname(path).toLowerCase()))
      return sendText(reply, 404, errorText(404));
    // The shell is the document of the request's brand (deploy/documents.ts); a build without them
    // (an older one, a test's) has index.html only.
    const shell = async (): Promise<string | null> => {
      for (const file of [shellFor(request.headers.host ?? '', hostOverrides), SPA.shell]) {
        const full = join(distDir, file);
        if (await fileInside(distDir, full)) return full;
      }
      return null;
    };
    if (!demo && pathname === SPA.shell) {
      const document = await shell();
      if (document) return sendFile(distDir, document, NO_CACHE);
    }
    if (await fileInside(root, path))
      return sendFile(root, path, demo ? DEMO_CACHE : cacheControlFor(pathname));
    if (demo) return sendText(reply, 404, errorText(404));
    const document = await shell();
    if (!document) return sendText(reply, 503, NOT_BUILT, { 'Retry-After': '10' });
    // A missing file is a 404, and so is a path of the platform (the API's, the partner list's): the
    // shell is never an answer there. A path without an extension is a client-side route.
    if (extname(pathname) !== '' || isUpstreamPath(pathname)) return sendText(reply, 404, errorText(404));
    return sendFile(distDir, document, NO_CACHE);
  };

/** True when `distDir` holds a built app (for the start-up message). */
export const isBuilt = (distDir: string): boolean => {
  try {
    return statSync(join(distDir, 'index.html')).isFile();
  } catch {
    return false;
  }
};
