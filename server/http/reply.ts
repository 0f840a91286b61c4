// What a handler returns, and how JSON leaves the server.
import type { ServerResponse } from 'node:http';

export type Reply = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** A non-JSON answer (stand-in pages and scripts, PDFs, redirects): sent as is, typed by `headers`. */
  raw?: string | Buffer;
};

/** An HTML, script, style or PDF answer, or an empty redirect; `headers` carry its Content-Type. */
export const rawReply = (status: number, raw: string | Buffer, headers: Record<string, string>): Reply => ({
  status,
  body: null,
  raw,
  headers,
});

export const sendRaw = (
  res: ServerResponse,
  status: number,
  raw: string | Buffer,
  headers: Record<string, string>,
): void => {
  const payload = typeof raw === 'string' ? Buffer.from(raw) : raw;
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    ...headers,
    'Content-Length': String(payload.length),
  });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
};

export const ok = (body: unknown, headers?: Record<string, string>): Reply =>
  headers ? { status: 200, body, headers } : { status: 200, body };

export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    // API answers are per user or per host: never stored by shared caches.
    'Cache-Control': 'no-store',
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(payload.length),
  });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
};

export const sendText = (
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void => {
  const payload = Buffer.from(text);
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(payload.length),
  });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
};
