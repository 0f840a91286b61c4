// Content types by file extension (the table is deploy/hosting.ts's, shared with the nginx config),
// and which of them are worth compressing.
import { extname } from 'node:path';
import { CONTENT_TYPES as TYPES } from '../../deploy/hosting.ts';

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
