// Sends one file: content type, validators (ETag / 304), caching policy, gzip for text when the client
// accepts it (compressed copies are kept in memory, keyed by file version).
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { contentType, isCompressible } from './mime.ts';

const MIN_GZIP_SIZE = 512;
const GZIP_CACHE_ENTRIES = 256;
const gzipCache = new Map<string, Buffer>();

/** True when Accept-Encoding allows gzip (present and not `q=0`). */
export const acceptsGzip = (req: IncomingMessage): boolean =>
  String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [coding = '', ...params] = part.trim().toLowerCase().split(';');
      if (coding.trim() !== 'gzip') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });

const gzipped = (key: string, body: Buffer): Buffer => {
  let out = gzipCache.get(key);
  if (!out) {
    out = gzipSync(body);
    if (gzipCache.size >= GZIP_CACHE_ENTRIES) {
      const oldest = gzipCache.keys().next().value;
      if (oldest !== undefined) gzipCache.delete(oldest);
    }
    gzipCache.set(key, out);
  }
  return out;
};

export const sendFile = async (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  stat: Stats,
  cacheControl: string,
  status = 200,
): Promise<void> => {
  const type = contentType(path);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const compressible = isCompressible(type);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  };
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let body: Buffer = await readFile(path);
  if (compressible && body.length >= MIN_GZIP_SIZE && acceptsGzip(req)) {
    body = gzipped(`${path}:${etag}`, body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
};
