// What a handler returns; server/web/app.ts sends it through Fastify (JSON, or a raw body typed by its
// headers), never stored by shared caches unless the headers say otherwise.

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

/** A plain-text answer (stand-ins' errors). */
export const textReply = (status: number, text: string, headers: Record<string, string> = {}): Reply =>
  rawReply(status, text, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });

export const ok = (body: unknown, headers?: Record<string, string>): Reply =>
  headers ? { status: 200, body, headers } : { status: 200, body };
