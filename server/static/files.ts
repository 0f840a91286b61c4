// Everything outside /api: the demo images under /demo/*, and the built app from DIST_DIR with an
// SPA fallback to index.html for paths without a file extension. The rules (caching, fallback) are
// data in deploy/hosting.ts, shared with the generated nginx config.
import { type Stats, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { cacheControlFor, DEMO_CACHE, isUpstreamPath, NO_CACHE } from '../../deploy/hosting.ts';
import type { HostOverrides } from '../../src/lib/brand/brands.ts';
import { sendText } from '../http/reply.ts';
import { setDocumentSecurityHeaders } from '../http/security.ts';
import { reallyInside, resolveInside } from './resolve.ts';
import { sendFile } from './send-file.ts';

export const NOT_BUILT = 'The app is not built yet: run `npm run build`, then reload this page.\n';

const fileStat = async (path: string): Promise<Stats | null> => {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
};

export type FileServerOptions = { distDir: string; demoDir: string; hostOverrides?: HostOverrides };

export const createFileServer = ({ distDir, demoDir, hostOverrides = {} }: FileServerOptions) => {
  const serveFrom = async (root: string, pathname: string) => {
    const path = resolveInside(root, pathname);
    if (path === null) return { kind: 'refused' } as const;
    const s = await fileStat(path);
    if (!s || !(await reallyInside(root, path))) return { kind: 'missing' } as const;
    return { kind: 'file', path, stat: s } as const;
  };

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed.\n', { Allow: 'GET, HEAD' });
      return;
    }
    setDocumentSecurityHeaders(req, res, hostOverrides);
    const { pathname } = url;
    const demo = pathname.startsWith('/demo/');
    const found = await serveFrom(demo ? demoDir : distDir, demo ? pathname.slice('/demo'.length) : pathname);
    if (found.kind === 'refused') {
      sendText(res, 400, 'Bad path.\n');
      return;
    }
    if (found.kind === 'file') {
      await sendFile(req, res, found.path, found.stat, demo ? DEMO_CACHE : cacheControlFor(pathname));
      return;
    }
    if (demo) {
      sendText(res, 404, 'Not found.\n');
      return;
    }
    const indexPath = join(distDir, 'index.html');
    const index = await fileStat(indexPath);
    if (!index) {
      sendText(res, 503, NOT_BUILT, { 'Retry-After': '10' });
      return;
    }
    // A missing file is a 404, and so is a path of the platform (the API's, the partner list's): the
    // shell is never an answer there. A path without an extension is a client-side route.
    if (extname(pathname) !== '' || isUpstreamPath(pathname)) {
      sendText(res, 404, 'Not found.\n');
      return;
    }
    await sendFile(req, res, indexPath, index, NO_CACHE);
  };
};

/** True when `distDir` holds a built app (for the start-up message). */
export const isBuilt = (distDir: string): boolean => {
  try {
    return statSync(join(distDir, 'index.html')).isFile();
  } catch {
    return false;
  }
};
