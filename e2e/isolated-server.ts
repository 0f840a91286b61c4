// A private reference server for journeys that change server state (a promo code adds points, an
// early-booking code books an order and is used up). It has its own in-memory database, seeded fresh,
// on a free port, so the shared server's demo state (Anna 1250 points, Nino 300) stays as other tests
// expect it, and the journey can run again and again.
import { type ChildProcess, spawn } from 'node:child_process';
import { type BrowserContext, test } from '@playwright/test';
import { type BrandHost, signInByCookie } from './support.ts';

export type IsolatedServer = {
  port: number;
  origin: (host?: BrandHost) => string;
  signIn: (
    context: BrowserContext,
    account: { phone: string; password: string },
    host?: BrandHost,
  ) => Promise<string>;
  stop: () => Promise<void>;
};

/** `env` adds settings, e.g. `DIST_DIR` to serve another build. */
export const startIsolatedServer = async (env: Record<string, string> = {}): Promise<IsolatedServer> => {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_FILE: ':memory:', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`isolated server did not start:\n${out}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/localhost:(\d+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`isolated server exited (${code}):\n${out}`)));
  });
  return {
    port,
    origin: (host = 'localhost') => `http://${host}:${port}`,
    signIn: (context, account, host = 'localhost') => signInByCookie(context, account, host, port),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/**
 * Runs the tests of the current file or describe block serially against one private server, started
 * before the first and stopped after the last. Read `.server` inside the tests.
 */
export const withIsolatedServer = (): { readonly server: IsolatedServer } => {
  let started: IsolatedServer | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    started = await startIsolatedServer();
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  return {
    get server() {
      if (!started) throw new Error('the isolated server is not running (use it inside a test)');
      return started;
    },
  };
};
