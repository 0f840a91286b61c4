// The HTTP application: API routes over the database, demo images, and the built app, on Fastify
// (server/web/app.ts). Resolves to a node:http Server that is ready and not listening yet (main.ts
// listens; tests listen on port 0).
export { type AppOptions, createApp } from './web/app.ts';
export { DEMO_ASSETS_DIR } from './web/static.ts';
