// A stand-in for the brand's main site on http://site.localhost:<port> (a second origin, as in
// production), so the cabinet's hidden cross-site frame can be run and tested locally. The page speaks
// the frame protocol (login, logout, city, isLogin, isCity; see main-site/page.js) and has visible
// buttons to log out and choose a city. No inline script or style: its policy forbids them.
import { readFileSync } from 'node:fs';
import { type Reply, rawReply } from '../web/reply.ts';

const asset = (name: string) => readFileSync(new URL(`./main-site/${name}`, import.meta.url));
const SCRIPT = asset('page.js');
const STYLE = asset('page.css');

export const isMainSiteHost = (host: string | undefined): boolean =>
  /^site\.localhost(:\d+)?$/i.test(host ?? '');

/** Pages of the cabinet's local brand hosts may frame the stand-in. */
const mainSitePolicy = (): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors http://localhost:* http://127.0.0.1:* http://ge.localhost:* http://arena.localhost:*',
  ].join('; ');

const CITIES = [
  ['minsk', 'Минск'],
  ['brest', 'Брест'],
  ['grodno', 'Гродно'],
  ['gomel', 'Гомель'],
  ['vitebsk', 'Витебск'],
  ['mogilev', 'Могилёв'],
  ['tbilisi', 'თბილისი'],
  ['batumi', 'ბათუმი'],
  ['kutaisi', 'ქუთაისი'],
] as const;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Main site (local stand-in)</title>
<link rel="stylesheet" href="/__stand-in/page.css">
<script src="/__stand-in/page.js" defer></script>
</head>
<body>
<main>
<h1>Main site (local stand-in)</h1>
<p>This page plays the brand's main site for the cabinet's cross-site frame.</p>
<dl>
<dt>Signed in</dt><dd id="signed-in" aria-live="polite">no</dd>
<dt>City</dt><dd id="city" aria-live="polite">none</dd>
<dt>Cabinet</dt><dd id="cabinet">not framed</dd>
</dl>
<p><button type="button" id="logout">Log out</button></p>
<p>
<label for="city-select">City</label>
<select id="city-select">${CITIES.map(([slug, name]) => `<option value="${slug}">${name}</option>`).join('')}</select>
<button type="button" id="choose-city">Choose city</button>
</p>
<p>Messages ignored: <output id="ignored">0</output></p>
</main>
</body>
</html>
`;

const page = (status: number, type: string, body: Buffer | string): Reply =>
  rawReply(status, body, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': mainSitePolicy(),
  });

/** The stand-in's answer to `method` on `url` (any path is the page; its script and style beside it). */
export const mainSiteAnswer = (method: string, url: URL): Reply => {
  if (method !== 'GET' && method !== 'HEAD') return rawReply(405, '', { Allow: 'GET, HEAD' });
  if (url.pathname === '/__stand-in/page.js') return page(200, 'text/javascript; charset=utf-8', SCRIPT);
  if (url.pathname === '/__stand-in/page.css') return page(200, 'text/css; charset=utf-8', STYLE);
  return page(200, 'text/html; charset=utf-8', PAGE);
};
