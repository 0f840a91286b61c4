// The sale widget stand-in (spec §7 "Sale widget frame"): the reference server answers requests whose
// Host is widget.localhost:<port> with a small page that speaks the widget protocol, so the cabinet's
// frame is cross-origin locally exactly as in production. API paths on that host go to the API as usual.
import { readFileSync } from 'node:fs';
import { type Reply, rawReply, textReply } from '../web/reply.ts';

const SCRIPT = readFileSync(new URL('./widget.js', import.meta.url), 'utf8');
const STYLE = readFileSync(new URL('./widget.css', import.meta.url), 'utf8');

/** widget.localhost with any port. */
export const isWidgetHost = (host: string | undefined): boolean =>
  /^widget\.localhost(:\d+)?$/i.test(host ?? '');

/** Only the local cabinet hosts may frame the stand-in. */
const WIDGET_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors http://localhost:* http://127.0.0.1:* http://ge.localhost:* http://arena.localhost:*',
].join('; ');

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the frame URL asks for: `?oid&seid&lang`, `/item?oid&iid&lang` or `?sid&lang` (spec §7). */
const describeRequest = (url: URL): [string, string][] => {
  const q = url.searchParams;
  const rows: [string, string][] = [];
  if (url.pathname === '/item')
    rows.push(['Item', `${q.get('iid') ?? '?'} of organiser ${q.get('oid') ?? '?'}`]);
  else if (q.has('sid')) rows.push(['Event', q.get('sid') ?? '']);
  else rows.push(['Session', `${q.get('seid') ?? '?'} of event ${q.get('oid') ?? '?'}`]);
  rows.push(['Language', q.get('lang') ?? 'ru']);
  return rows;
};

const page = (url: URL): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sale widget (local stand-in)</title>
<link rel="stylesheet" href="/widget.css">
<script src="/widget.js" defer></script>
</head>
<body>
<p class="stand-in" role="note">Local stand-in of the sale widget.</p>
<h1>Buy tickets</h1>
<dl>${describeRequest(url)
  .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
  .join('')}</dl>
<p id="status" role="status"></p>
<p id="who"></p>
<div class="actions">
<button type="button" id="close">Close</button>
<button type="button" id="fail">Simulate a payment error</button>
<button type="button" id="site">Back to the site</button>
</div>
</body>
</html>
`;

/** The stand-in's answer to `method` on `url` (API paths on its host never get here). */
export const widgetStandInAnswer = (method: string, url: URL): Reply => {
  if (method !== 'GET' && method !== 'HEAD')
    return textReply(405, 'Method not allowed.\n', { Allow: 'GET, HEAD' });
  if (url.pathname === '/widget.js')
    return rawReply(200, SCRIPT, { 'Content-Type': 'text/javascript; charset=utf-8' });
  if (url.pathname === '/widget.css')
    return rawReply(200, STYLE, { 'Content-Type': 'text/css; charset=utf-8' });
  if (url.pathname !== '/' && url.pathname !== '/item') return textReply(404, 'Not found.\n');
  return rawReply(200, page(url), {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': WIDGET_CSP,
  });
};
