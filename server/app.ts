// The HTTP application: API routes over the database, demo images, and the built app. Returns a
// node:http Server that is not listening yet (main.ts listens; tests listen on port 0).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { brandForHost, type HostOverrides } from '../src/lib/brand/brands.ts';
import type { ApiContext, ApiHandler } from './api/context.ts';
import { registerApi } from './api/routes.ts';
import { parseForm } from './http/body.ts';
import { createRequestListener } from './http/pipeline.ts';
import { sendJson } from './http/reply.ts';
import { Router } from './http/router.ts';
import { setBaseSecurityHeaders } from './http/security.ts';
import { withLang } from './i18n/context.ts';
import { requestLang } from './i18n/lang.ts';
import { type Logger, silentLogger } from './log.ts';
import { isMainSiteHost, serveMainSite } from './stand-ins/main-site.ts';
import { SERVICES_PATHS } from './stand-ins/services.ts';
import { createFileServer } from './static/files.ts';
import { isWidgetHost, serveWidgetStandIn } from './widget/stand-in.ts';

export const DEMO_ASSETS_DIR = fileURLToPath(new URL('./demo-assets/', import.meta.url));

export type AppOptions = {
  db: DatabaseSync;
  /** The built app (vite build output). */
  distDir: string;
  /** Milliseconds since the epoch; injectable for deterministic tests. */
  now?: () => number;
  log?: Logger;
  /** Production hosts per brand, overriding the brand table (`BRAND_HOSTS`). */
  hostOverrides?: HostOverrides;
  /** Extra routes (tests use this to exercise the pipeline). */
  extend?: (router: Router<ApiHandler>) => void;
};

export const createApp = ({
  db,
  distDir,
  now = Date.now,
  log = silentLogger,
  hostOverrides = {},
  extend,
}: AppOptions): Server => {
  const router = registerApi(new Router<ApiHandler>());
  extend?.(router);
  const files = createFileServer({ distDir, demoDir: DEMO_ASSETS_DIR, hostOverrides });
  const listener = createRequestListener<ApiHandler>({
    router,
    log,
    hostOverrides,
    // widget.localhost:<port> is the sale widget's stand-in origin (API paths there still reach the API).
    files: async (req, res, url) =>
      isWidgetHost(req.headers.host) ? serveWidgetStandIn(req, res, url) : files(req, res, url),
    invoke: (handler, req, url, params) => {
      const ctx: ApiContext = {
        req,
        url,
        params,
        query: parseForm(url.search),
        brand: brandForHost(req.headers.host ?? '', hostOverrides).brand,
        db,
        now,
        log,
      };
      return handler(ctx);
    },
  });
  // Stand-ins for hosts of the platform that are not the cabinet: the brand's main site (a second
  // origin) and the storage host of the partner-services list; everything else goes to the pipeline.
  const route = (req: IncomingMessage, res: ServerResponse, url: URL | null) => {
    // A target URL that cannot parse (`GET //`) would throw here and end the process: the pipeline answers it.
    if (!url) {
      listener(req, res);
      return;
    }
    if (isMainSiteHost(req.headers.host)) {
      serveMainSite(req, res, url);
      return;
    }
    const services = SERVICES_PATHS[url.pathname];
    if (services && (req.method === 'GET' || req.method === 'HEAD')) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      sendJson(res, 200, services, { 'Cache-Control': 'no-cache' });
      return;
    }
    listener(req, res);
  };
  return createServer((req, res) => {
    // The base security headers go on every answer, stand-ins too (each page may send its own CSP).
    setBaseSecurityHeaders(res);
    const url = URL.parse(req.url ?? '/', 'http://server.invalid');
    // Everything answered for this request, down to errors thrown deep in the order rules, speaks its language.
    const lang = requestLang(
      url?.searchParams ?? new URLSearchParams(),
      req.headers['accept-language'],
      brandForHost(req.headers.host ?? '', hostOverrides).brand.defaultLang,
    );
    withLang(lang, () => route(req, res, url));
  });
};
