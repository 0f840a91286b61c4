// What a handler returns, and how JSON leaves the server.
import type { ServerResponse } from 'node:http';

export type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** A non-JSON answer (documents): the bytes as they are, with their own Content-Type. */
export class RawBody {
  readonly bytes: Buffer;
  readonly contentType: string;
  constructor(bytes: Buffer, contentType: string) {
    this.bytes = bytes;
    this.contentType = contentType;
  }
}

export const sendRaw = (
  res: ServerResponse,
  status: number,
  body: RawBody,
  headers: Record<string, string> = {},
): void => {
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    ...headers,
    'Content-Type': body.contentType,
    'Content-Length': String(body.bytes.length),
  });
  res.end(res.req.method === 'HEAD' ? undefined : body.bytes);
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
