// Sale widget rules (spec §2, §3, §7): the frame URL shapes and the message protocol.
//   frame → parent: requestToken | closeFrame | closeFrameError (+ message) | closeFrameFromSite,
//                   as a string or as { type } (the platform's widget sends both forms)
//   parent → frame: { type: 'auth', token }, posted only to the brand's widget origin.
import type { WidgetParams } from '../../shared/widget/widgetStore.ts';

const id = (n: number | undefined): string | null =>
  n !== undefined && Number.isSafeInteger(n) && n > 0 ? String(n) : null;

/** `{origin}?oid={sid}&seid={seid}&lang`, `{origin}/item?oid={sid}&iid={iid}&lang`, or `{origin}?sid&lang`. */
export const widgetUrl = (origin: string, p: WidgetParams): string | null => {
  const sid = id(p.sid);
  const seid = id(p.seid);
  const iid = id(p.iid);
  const q = new URLSearchParams();
  if (sid && iid) {
    q.set('oid', sid);
    q.set('iid', iid);
    q.set('lang', p.lang);
    return `${origin}/item?${q.toString()}`;
  }
  if (sid && seid) {
    q.set('oid', sid);
    q.set('seid', seid);
    q.set('lang', p.lang);
    return `${origin}?${q.toString()}`;
  }
  if (sid) {
    q.set('sid', sid);
    q.set('lang', p.lang);
    return `${origin}?${q.toString()}`;
  }
  return null;
};

export type WidgetMessage =
  | { type: 'requestToken' }
  | { type: 'closeFrame' }
  | { type: 'closeFrameError'; message: string | null }
  | { type: 'closeFrameFromSite' };

const KINDS = new Set(['requestToken', 'closeFrame', 'closeFrameError', 'closeFrameFromSite']);

/** The message if it comes from the widget origin and is one of the protocol's; null otherwise. */
export const readWidgetMessage = (
  event: { origin: string; data: unknown },
  widgetOrigin: string,
): WidgetMessage | null => {
  if (event.origin !== widgetOrigin) return null;
  const data = event.data;
  const type =
    typeof data === 'string'
      ? data
      : typeof data === 'object' && data !== null && typeof Reflect.get(data, 'type') === 'string'
        ? String(Reflect.get(data, 'type'))
        : null;
  if (type === null || !KINDS.has(type)) return null;
  if (type === 'closeFrameError') {
    const message = typeof data === 'object' && data !== null ? Reflect.get(data, 'message') : null;
    return { type, message: typeof message === 'string' && message !== '' ? message : null };
  }
  return { type } as WidgetMessage;
};

/** Reads `?widget=sid`, `sid:seid` or `sid/item:iid` from a cabinet URL's query (our entry point). */
export const widgetParamsFromQuery = (value: unknown, lang: string): WidgetParams | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const m = /^(\d+)(?::(\d+)|\/item:(\d+))?$/.exec(String(value));
  if (!m) return null;
  const sid = Number(m[1]);
  if (m[2]) return { sid, seid: Number(m[2]), lang };
  if (m[3]) return { sid, iid: Number(m[3]), lang };
  return { sid, lang };
};
