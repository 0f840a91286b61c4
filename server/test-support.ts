// Helpers for the server's tests: a seeded in-memory database and the app on an ephemeral port,
// called over real HTTP with node:http (fetch would normalise the paths the traversal tests need).
import { mkdtempSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { type AppOptions, createApp } from './app.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/schema.ts';
import { seed } from './db/seed.ts';
import type { Logger } from './log.ts';

/** The seeding moment of every test: Sat 21 Nov 2026 10:00 UTC. */
export const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
export const NOW_S = NOW / 1000;
export const DAY_S = 86_400;

export const seededDb = (nowMs = NOW): DatabaseSync => {
  const db = openDatabase(':memory:');
  migrate(db);
  seed(db, nowMs);
  return db;
};

/** Row readers for tests that look into the database. */
export const rowsOf = (db: DatabaseSync) => ({
  all: (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params),
  one: (sql: string, ...params: SQLInputValue[]) => {
    const row = db.prepare(sql).get(...params);
    if (!row) throw new Error(`no row for ${sql}`);
    return row;
  },
});

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: <T = Record<string, unknown>>() => T;
};

export type Call = {
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the request comes from (127.0.0.2, …): another client for per-client limits. */
  from?: string;
  /** Sends the body in two halves this many ms apart (a slow client: the handler waits in between). */
  slowBodyMs?: number;
};

export const call = (port: number, method: string, path: string, options: Call = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { host: 'localhost', ...options.headers },
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    if (body && options.slowBodyMs !== undefined) {
      req.setHeader('content-length', body.length);
      req.write(body.subarray(0, 1));
      setTimeout(() => req.end(body.subarray(1)), options.slowBodyMs);
    } else req.end(body);
  });

/** A form-encoded body. */
export const form = (fields: Record<string, string>, headers: Record<string, string> = {}): Call => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
});

/** A JSON body (none when `body` is undefined), with the content type and any other headers. */
export const jsonBody = (body: unknown, headers: Record<string, string> = {}): Call => ({
  headers: { 'content-type': 'application/json', ...headers },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** A logger that remembers every line, to check what was (and was not) logged. */
export const recordingLogger = (): Logger & { lines: string[] } => {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(
      args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack ?? ''}` : String(a))).join(' '),
    );
  };
  return { lines, info: keep, warn: keep, error: keep };
};

export type TestApp = {
  port: number;
  server: Server;
  db: DatabaseSync;
  /** Moves the app's clock (milliseconds). */
  advance: (ms: number) => void;
  call: (method: string, path: string, options?: Call) => Promise<Answer>;
  get: (path: string, headers?: Record<string, string>) => Promise<Answer>;
  close: () => Promise<void>;
};

export const startApp = async (options: Partial<AppOptions> = {}): Promise<TestApp> => {
  const db = options.db ?? seededDb();
  let nowMs = NOW;
  const server = await createApp({
    distDir: mkdtempSync(join(tmpdir(), 'cabinet-empty-dist-')),
    now: () => nowMs,
    ...options,
    db,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    server,
    db,
    advance: (ms) => {
      nowMs += ms;
    },
    call: (method, path, opts) => call(port, method, path, opts),
    get: (path, headers) => call(port, 'GET', path, headers ? { headers } : {}),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
};

/** Signs in over the API and returns the bearer token. */
export const signIn = async (
  app: TestApp,
  phone: string,
  password: string,
  host = 'localhost',
): Promise<string> => {
  const res = await app.call(
    'POST',
    '/api/v3/auth',
    form({ phone, password, country: 'BY', formToken: 'test' }, { host }),
  );
  const token = res.json().token;
  if (res.status !== 200 || typeof token !== 'string')
    throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return token;
};

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
