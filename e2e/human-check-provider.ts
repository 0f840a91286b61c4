// A stand-in human-verification provider on an origin of its own, shaped like the real ones
// (reCAPTCHA v3's API): its script (/api.js) reads the site's settings from its origin (connect-src), renders
// its widget in a frame (frame-src), and answers `grecaptcha.execute` with a token the frame fetched; the
// site's server checks the token at /siteverify with the secret key, once. And the cabinet built for it:
// the build's variables are the one input the nginx config is generated from too (README, Configuration).
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join, resolve } from 'node:path';

const SITE_KEY = 'stand-in-site-key';
export const SECRET = 'stand-in-secret-3c9e';
/** The widget frame's title (what a screen reader names it). */
export const WIDGET_TITLE = 'Human check (stand-in)';

// The provider's script, run in the cabinet's page: every message is checked against its own origin and frame.
const API_JS = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  let frame = null;
  let ready = false;
  const waiting = [];
  const pending = new Map();
  let next = 0;
  addEventListener('message', (event) => {
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
    const data = event.data || {};
    if (data.type === 'ready') {
      ready = true;
      for (const cb of waiting.splice(0)) cb();
    } else if (data.type === 'token' && pending.has(data.id)) {
      pending.get(data.id)(data.token);
      pending.delete(data.id);
    }
  });
  window.grecaptcha = {
    ready: (cb) => (ready ? cb() : waiting.push(cb)),
    execute: (siteKey, options) =>
      new Promise((resolve) => {
        const id = ++next;
        pending.set(id, resolve);
        frame.contentWindow.postMessage({ type: 'execute', id, siteKey, action: options.action }, origin);
      }),
  };
  fetch(origin + '/siteconfig', { mode: 'cors' })
    .then((res) => res.json())
    .then((config) => {
      frame = document.createElement('iframe');
      frame.title = config.title;
      frame.src = origin + config.widget + '?parent=' + encodeURIComponent(location.origin);
      Object.assign(frame.style, { position: 'fixed', right: '8px', bottom: '8px', width: '200px', height: '48px', border: '0' });
      document.body.append(frame);
    });
})();
`;

// The widget, in the provider's frame: tokens come from its own origin and go to the parent it was made for.
const WIDGET_JS = `(() => {
  const parentOrigin = new URLSearchParams(location.search).get('parent');
  addEventListener('message', async (event) => {
    if (event.origin !== parentOrigin || event.source !== parent) return;
    const { id, siteKey, action } = event.data || {};
    const res = await fetch('/token', {
      method: 'POST',
      body: JSON.stringify({ siteKey, action, hostname: new URL(parentOrigin).hostname }),
    });
    const { token } = await res.json();
    parent.postMessage({ type: 'token', id, token }, parentOrigin);
  });
  parent.postMessage({ type: 'ready' }, parentOrigin);
})();
`;

const WIDGET_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${WIDGET_TITLE}</title>
<script src="/widget.js"></script></head><body><p>Protected by the stand-in check</p></body></html>`;

type Issued = { siteKey: string; action: string; hostname: string; used: boolean };

export type StandInProvider = {
  origin: string;
  /** The tokens the widget issued, and the server-side checks asked for (a secret never kept). */
  issued: () => number;
  verified: () => { token: string; success: boolean; remoteip: string | undefined }[];
  /** Requests by path, with the Origin they came from. */
  requests: () => { path: string; origin: string | undefined }[];
  stop: () => Promise<void>;
};

const readBody = async (req: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};

/** Starts the stand-in provider on `port` of loopback; its origin is `http://captcha.localhost:<port>`. */
export const startProvider = async (port: number): Promise<StandInProvider> => {
  const tokens = new Map<string, Issued>();
  const verified: ReturnType<StandInProvider['verified']> = [];
  const requests: ReturnType<StandInProvider['requests']> = [];
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({ path, origin: req.headers.origin });
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
    if (path === '/api.js') return send(200, 'text/javascript', API_JS);
    if (path === '/siteconfig')
      return send(200, 'application/json', JSON.stringify({ widget: '/widget.html', title: WIDGET_TITLE }), {
        'access-control-allow-origin': '*',
      });
    if (path === '/widget.html')
      return send(200, 'text/html; charset=utf-8', WIDGET_HTML, {
        'content-security-policy':
          "default-src 'self'; frame-ancestors http://localhost:* http://*.localhost:*",
      });
    if (path === '/widget.js') return send(200, 'text/javascript', WIDGET_JS);
    if (path === '/token' && req.method === 'POST') {
      const asked = JSON.parse(await readBody(req)) as Omit<Issued, 'used'>;
      if (asked.siteKey !== SITE_KEY) return send(400, 'application/json', '{"error":"invalid-sitekey"}');
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { ...asked, used: false });
      return send(200, 'application/json', JSON.stringify({ token }));
    }
    if (path === '/siteverify' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const token = form.get('response') ?? '';
      const issued = tokens.get(token);
      const codes =
        form.get('secret') !== SECRET
          ? ['invalid-input-secret']
          : !issued
            ? ['invalid-input-response']
            : issued.used
              ? ['timeout-or-duplicate']
              : [];
      if (issued) issued.used = true;
      verified.push({ token, success: codes.length === 0, remoteip: form.get('remoteip') ?? undefined });
      const answer =
        codes.length === 0 && issued
          ? { success: true, action: issued.action, hostname: issued.hostname, score: 0.9 }
          : { success: false, 'error-codes': codes };
      return send(200, 'application/json', JSON.stringify(answer));
    }
    send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    origin: `http://captcha.localhost:${port}`,
    issued: () => tokens.size,
    verified: () => verified,
    requests: () => requests,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};

/** The build's variables for a provider on `origin`, for the Belarusian brand (the others keep none). */
export const providerEnv = (origin: string): Record<string, string> => ({
  VITE_CAPTCHA_SCRIPT_BY: `${origin}/api.js`,
  VITE_CAPTCHA_SITEKEY_BY: SITE_KEY,
});

/**
 * The production build made with `env`, in node_modules/.cache (kept from run to run, which the tests'
 * output cleaning leaves alone): built once per `dist/` and settings (~10–30 s), as e2e/release-support.ts.
 */
export const buildWith = (env: Record<string, string>): string => {
  const from = createHash('sha256')
    .update(readFileSync('dist/index.html'))
    .update(JSON.stringify(env))
    .digest('hex')
    .slice(0, 12);
  const cache = resolve('node_modules/.cache');
  const dir = join(cache, `e2e-build-${from}`);
  const stamp = join(dir, '.built');
  if (existsSync(stamp)) return dir;
  // Builds of older sources, a day old: another worker may still be serving a newer one.
  for (const name of existsSync(cache) ? readdirSync(cache) : [])
    if (name.startsWith('e2e-build-') && statSync(join(cache, name)).mtimeMs < Date.now() - 86_400_000)
      rmSync(join(cache, name), { recursive: true, force: true });
  const vite = resolve('node_modules/vite/bin/vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', dir, '--emptyOutDir'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}\n${built.stderr}`);
  writeFileSync(stamp, from);
  return dir;
};
