// Entry point: Node's compile cache first (the server's and its libraries' compiled code is kept on disk
// between starts: Fastify and its plugins cost ~100 ms to compile on every start otherwise), then the
// server itself (serve.ts). Run with `npm run serve`.
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

enableCompileCache(fileURLToPath(new URL('../node_modules/.cache/node-compile/', import.meta.url)));
await import('./serve.ts');
