// Sends one file: content type, validators (ETag / 304), caching policy, and the smallest encoding the
// client accepts: the build's precompressed copy (`file.br`, `file.gz`, written by scripts/precompress.ts)
// when there is one, else gzip made here for text (kept in memory, keyed by file version).
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { contentType, isCompressible } from './mime.ts';

const MIN_GZIP_SIZE = 512;
const GZIP_CACHE_ENTRIES = 256;
const gzipCache = new Map<string, Buffer>();

export type Coding = 'br' | 'gzip';

/** The codings Accept-Encoding allows (present and not `q=0`); `*` allows both. */
export const acceptedCodings = (req: IncomingMessage): Set<Coding> => {
  const accepted = new Set<Coding>();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    const name = coding.trim();
    if (name === 'br' || name === 'gzip') accepted.add(name);
    if (name === '*') {
      accepted.add('br');
      accepted.add('gzip');
    }
  }
  return accepted;
};

/** True when Accept-Encoding allows gzip (present and not `q=0`). */
export const acceptsGzip = (req: IncomingMessage): boolean => acceptedCodings(req).has('gzip');

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

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** The build's precompressed copy of `path` in the best accepted coding, when it is as new as the file. */
const precompressed = async (
  path: string,
  fileStat: Stats,
  accepted: Set<Coding>,
): Promise<{ coding: Coding; path: string } | null> => {
  for (const coding of ['br', 'gzip'] as const) {
    if (!accepted.has(coding)) continue;
    const copy = path + SUFFIX[coding];
    const s = await stat(copy).catch(() => null);
    if (s?.isFile() && s.mtimeMs >= fileStat.mtimeMs) return { coding, path: copy };
  }
  return null;
};

export const sendFile = async (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  fileStat: Stats,
  cacheControl: string,
  status = 200,
): Promise<void> => {
  const type = contentType(path);
  const compressible = isCompressible(type);
  const accepted = compressible ? acceptedCodings(req) : new Set<Coding>();
  const copy = compressible ? await precompressed(path, fileStat, accepted) : null;
  const onTheFly = !copy && fileStat.size >= MIN_GZIP_SIZE && accepted.has('gzip');
  const coding: Coding | null = copy?.coding ?? (onTheFly ? 'gzip' : null);
  // Each encoding is its own representation, so its validator differs too.
  const version = `${fileStat.size.toString(16)}-${Math.floor(fileStat.mtimeMs).toString(16)}`;
  const etag = `W/"${version}${coding ? `-${coding}` : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': fileStat.mtime.toUTCString(),
  };
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let body: Buffer;
  if (copy) body = await readFile(copy.path);
  else {
    body = await readFile(path);
    if (onTheFly) body = gzipped(`${path}:${etag}`, body);
  }
  if (coding) headers['Content-Encoding'] = coding;
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
};
