// The card provider's stand-in (spec §7, browser navigation to /api/v2/frame/payment/{type}): a
// clearly-labelled local page with a card form, Pay and Fail buttons. It knows the order only through
// the pending payment the cabinet created with PUT /api/v2/frame/order/{id}; "Pay" settles it (order
// paid, points debited) and redirects to `redirect_to` (same origin only) with ?order_id=; "Fail"
// marks the payment failed and returns to /payment/{id}?payment=failed. Its own strict CSP: no inline
// script or style; the script and style are the two files beside it.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { bearerToken, cookieToken, userIdForToken } from '../auth/tokens.ts';
import { failPayment, orderById, type Pending, pendingPayment, settle } from '../payment/ledger.ts';
import { readForm } from '../web/body.ts';
import { HttpError } from '../web/errors.ts';
import { rawReply } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds } from './context.ts';
import { fields, parse, readId, single } from './schema.ts';

const ASSETS = new URL('../payment/stand-in/', import.meta.url);
const SCRIPT = readFileSync(new URL('provider.js', ASSETS), 'utf8');
const STYLE = readFileSync(new URL('provider.css', ASSETS), 'utf8');
const ASSET_PATH = '/api/v2/frame/stand-in';

const PROVIDER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PROVIDER_CSP };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const RETURN_PATH_MAX = 2048;

/**
 * Where to go back to: a path on this origin only (never an open redirect), as the URL parser
 * normalised it, so it is safe in a `Location` header. Control characters and backslashes are refused
 * outright: browsers drop tabs and newlines from URLs (`/\t/evil.example` becomes `//evil.example`,
 * another host), read `\` as `/`, and CR/LF would break the header after the order was paid.
 */
export const safeReturnPath = (value: string, host: string, fallback: string): string => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (value.length > RETURN_PATH_MAX || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const url = URL.parse(value, `http://${host}`);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== host) return fallback;
  const path = `${url.pathname}${url.search}`;
  // Dot segments can collapse to `//host/…`, which a browser would read as another host.
  return path.startsWith('//') ? fallback : path;
};

const withQuery = (path: string, key: string, value: string): string =>
  `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${ASSET_PATH}/provider.css">
<script src="${ASSET_PATH}/provider.js" defer></script>
</head>
<body>
<main>
<p class="stand-in" role="note">Local stand-in of the card payment provider. No money moves; no card data is kept.</p>
${body}
</main>
</body>
</html>
`;

const money = (minor: number): string => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

const errorPage = (status: number, orderId: string, message: string) =>
  rawReply(
    status,
    page(
      'Payment unavailable',
      `<h1>Payment unavailable</h1><p>${escapeHtml(message)}</p>
<p><a class="back" href="/payment/${encodeURIComponent(orderId)}">Back to the order</a></p>`,
    ),
    HTML_HEADERS,
  );

/** The navigation's parameters (spec §7; `register` and `view_type` read for their type only). */
const PAGE_QUERY = v.object({
  id: single('id'),
  card: single('card'),
  redirect_to: single('redirect_to'),
  register: single('register'),
  view_type: single('view_type'),
});

/** The stand-in page's own form: its hidden fields, the outcome button and the card inputs. */
const RESULT_FORM = fields({
  id: single('id'),
  ref: single('ref'),
  redirect_to: single('redirect_to'),
  outcome: single('outcome'),
  number: single('number'),
  exp: single('exp'),
  cvc: single('cvc'),
  holder: single('holder'),
});

const cardBlock = (ctx: ApiContext, pending: Pending, card: string): string => {
  const saved =
    pending.cardId === null || card !== String(pending.cardId)
      ? undefined
      : ctx.db
          .prepare('SELECT brand, last4, month, year FROM payment_cards WHERE id = ?')
          .get(pending.cardId);
  if (saved) {
    return `<p>Saved card: <strong>${escapeHtml(String(saved.brand))} •••• ${escapeHtml(String(saved.last4))}</strong>, ${escapeHtml(String(saved.month))}/${escapeHtml(String(saved.year))}</p>`;
  }
  return `<label for="card-number">Card number</label>
<input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242">
<div class="row">
<div><label for="card-exp">MM/YY</label><input id="card-exp" name="exp" autocomplete="cc-exp" placeholder="12/28"></div>
<div><label for="card-cvc">CVC</label><input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
</div>
<label for="card-holder">Card holder</label>
<input id="card-holder" name="holder" autocomplete="cc-name" placeholder="ANNA IVANOVA">`;
};

/**
 * The customer of the browser: the cabinet's `token` cookie (sent with this same-origin navigation and
 * with the page's form), or a bearer token. Only the order's own customer sees its payment page and
 * its `ref`: without this, anyone knowing an order number could pay or fail another customer's
 * payment (with that customer's points and saved card).
 */
const payerId = (ctx: ApiContext): number | null =>
  userIdForToken(ctx.db, bearerToken(ctx.req) ?? cookieToken(ctx.req), nowSeconds(ctx));

const NOT_YOURS =
  'There is no payment waiting for this order in your account. Sign in and start again from the order.';

const providerPage = (ctx: ApiContext) => {
  const query = parse(PAGE_QUERY, ctx.query);
  const orderId = query.id;
  const type = ctx.params.type ?? '';
  const id = readId(orderId);
  const order = id === null ? null : orderById(ctx.db, id);
  if (order && order.userId !== payerId(ctx)) return errorPage(404, orderId, NOT_YOURS);
  const pending = order ? pendingPayment(ctx.db, order.id) : null;
  if (!order || !pending || pending.type !== type) {
    return errorPage(409, orderId, 'There is no payment waiting for this order. Start again from the order.');
  }
  const host = ctx.req.headers.host ?? '';
  const back = safeReturnPath(query.redirect_to, host, '/thank-you');
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const body = `<h1>Pay for order №${order.id}</h1>
<p>To pay: <span class="sum" data-testid="provider-amount">${money(pending.amount)}</span>${
    pending.points > 0 ? ` <span>(plus ${pending.points} points)</span>` : ''
  }</p>
<form id="pay-form" method="post" action="/api/v2/frame/payment/${encodeURIComponent(type)}">
${hidden('id', String(order.id))}${hidden('ref', pending.ref)}${hidden('redirect_to', back)}
${cardBlock(ctx, pending, query.card)}
<div class="actions">
<button type="submit" name="outcome" value="pay">Pay</button>
<button type="submit" name="outcome" value="fail">Fail</button>
</div>
</form>`;
  return rawReply(200, page('Card payment (local stand-in)', body), HTML_HEADERS);
};

const redirect = (location: string) => rawReply(303, '', { Location: location });

const providerResult = async (ctx: ApiContext) => {
  const form = parse(RESULT_FORM, await readForm(ctx.req));
  for (const [name, value] of Object.entries(form)) {
    if (value.length > RETURN_PATH_MAX) return errorPage(422, '', `The ${name} field is too long.`);
  }
  const orderId = form.id;
  const id = readId(orderId);
  const order = id === null ? null : orderById(ctx.db, id);
  if (order && order.userId !== payerId(ctx)) return errorPage(404, orderId, NOT_YOURS);
  const pending = order ? pendingPayment(ctx.db, order.id) : null;
  if (!order || !pending || pending.ref !== form.ref || pending.type !== ctx.params.type) {
    return errorPage(409, orderId, 'This payment is no longer waiting. Start again from the order.');
  }
  const failed = `/payment/${order.id}?payment=failed`;
  // Checked before anything is paid: nothing may fail after the money moved.
  const back = safeReturnPath(form.redirect_to, ctx.req.headers.host ?? '', '/thank-you');
  if (form.outcome !== 'pay') {
    failPayment(ctx.db, pending.id);
    return redirect(failed);
  }
  try {
    settle(ctx.db, pending.id, nowSeconds(ctx));
  } catch (e) {
    if (!(e instanceof HttpError) || e.status >= 500) throw e;
    failPayment(ctx.db, pending.id);
    return redirect(failed);
  }
  return redirect(withQuery(back, 'order_id', String(order.id)));
};

const asset = (text: string, type: string) => () =>
  rawReply(200, text, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });

export const registerProviderStandIn = (router: ApiRouter): void => {
  router.get(`${ASSET_PATH}/provider.js`, asset(SCRIPT, 'text/javascript'));
  router.get(`${ASSET_PATH}/provider.css`, asset(STYLE, 'text/css'));
  router.get('/api/v2/frame/payment/:type', providerPage);
  router.post('/api/v2/frame/payment/:type', providerResult);
};
