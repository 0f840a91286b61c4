// A throwaway nginx for the tests: the generated config (local mode) in a temp dir with its own prefix,
// pid, logs and temp paths, on a free loopback port, in the foreground (a child process; no root needed,
// nothing of the machine's nginx is used but the binary). deploy/nginx.test.ts and e2e/nginx.spec.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { HumanCheckOrigins } from './hosting.ts';
import { nginxConfig } from './nginx.ts';

/** The nginx binary: NGINX_PATH, else Debian's, else the first on PATH; null when there is none. */
const findNginx = (): string | null => {
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nginx')),
  ];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
};

/** Debian's brotli static module (`libnginx-mod-http-brotli-static`), when installed. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian's brotli filter module (`libnginx-mod-http-brotli-filter`): the API's JSON as brotli. */
const BROTLI_FILTER_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/**
 * Why the nginx tests cannot run here, or null when they can. Without nginx they are skipped with this
 * message, except in CI (`CI` set), where a missing nginx is a failure (.ci/run installs it).
 */
export const nginxMissing = (): string | null =>
  findNginx()
    ? null
    : 'nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static, or set NGINX_PATH): the tests of the generated nginx config are skipped';

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });

export type NginxInstance = {
  port: number;
  /** The generated site config it runs (for failure messages). */
  config: string;
  brotli: boolean;
  /** Whether the API's JSON may come as brotli (the filter module is installed). */
  brotliFilter: boolean;
  /** What nginx has written to its access log so far. */
  accessLog: () => string;
  stop: () => Promise<void>;
};

const waitForPort = async (port: number, child: ChildProcess, errorLog: string): Promise<void> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      throw new Error(`nginx exited (${child.exitCode}):\n${log}`);
    }
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on port ${port}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
};

/**
 * Starts nginx serving `distDir`, with the platform's paths proxied to the reference server on
 * `upstreamHost:upstreamPort`; `humanCheck` and `realIpFrom` as the production config takes them.
 */
export const startNginx = async ({
  distDir,
  upstreamPort,
  upstreamHost = '127.0.0.1',
  humanCheck,
  realIpFrom,
}: {
  distDir: string;
  upstreamPort: number;
  upstreamHost?: string;
  humanCheck?: HumanCheckOrigins;
  realIpFrom?: readonly string[];
}): Promise<NginxInstance> => {
  const binary = findNginx();
  if (!binary) throw new Error(nginxMissing() ?? 'nginx is missing');
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-nginx-'));
  for (const sub of ['logs', 'temp']) mkdirSync(join(dir, sub));
  const port = await freePort();
  const brotli = existsSync(BROTLI_MODULE);
  const brotliFilter = existsSync(BROTLI_FILTER_MODULE);
  const accessLog = join(dir, 'logs', 'access.log');
  const config = nginxConfig({
    mode: 'local',
    root: resolve(distDir),
    listen: `127.0.0.1:${port}`,
    referenceServer: `http://${upstreamHost}:${upstreamPort}`,
    brotli,
    brotliFilter,
    accessLog,
    humanCheck,
    realIpFrom,
  });
  writeFileSync(join(dir, 'cabinet.conf'), config);
  const errorLog = join(dir, 'logs', 'error.log');
  const temp = (name: string) => join(dir, 'temp', name);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
      ...(brotliFilter ? [`load_module ${BROTLI_FILTER_MODULE};`] : []),
      // Started by root (a CI container), nginx would run its workers as `nobody`, who may not read the
      // checkout; anyone else runs them as themselves and the directive is ignored.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'master_process on;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `    access_log ${accessLog};`,
      `    client_body_temp_path ${temp('body')};`,
      `    proxy_temp_path ${temp('proxy')};`,
      `    fastcgi_temp_path ${temp('fastcgi')};`,
      `    uwsgi_temp_path ${temp('uwsgi')};`,
      `    scgi_temp_path ${temp('scgi')};`,
      `    include ${join(dir, 'cabinet.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    await waitForPort(port, child, errorLog);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    port,
    config,
    brotli,
    brotliFilter,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''),
    stop: () =>
      new Promise<void>((done) => {
        const finish = () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return finish();
        child.once('exit', finish);
        // SIGQUIT: graceful shutdown (SIGTERM is nginx's fast one; either ends the workers too).
        child.kill('SIGQUIT');
      }),
  };
};
