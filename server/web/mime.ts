// Content types by file extension: the table of deploy/hosting.ts, shared with the nginx config.
import { extname } from 'node:path';
import { CONTENT_TYPES } from '../../deploy/hosting.ts';

export const contentType = (path: string): string =>
  CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** Text formats shrink well; images and fonts are compressed already. */
export const isCompressible = (type: string): boolean =>
  type.startsWith('text/') ||
  type.startsWith('application/json') ||
  type.startsWith('application/manifest+json') ||
  type.startsWith('application/xml') ||
  type.startsWith('image/svg+xml') ||
  type === 'application/wasm';
