// Content types by file extension, and which of them are worth compressing.
import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

export const contentType = (path: string): string =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** Text formats shrink well; images and fonts are compressed already. */
export const isCompressible = (type: string): boolean =>
  type.startsWith('text/') ||
  type.startsWith('application/json') ||
  type.startsWith('application/manifest+json') ||
  type.startsWith('application/xml') ||
  type.startsWith('image/svg+xml') ||
  type === 'application/wasm';
