// A private reference server for journeys that change server state (a promo code adds points, an
// early-booking code books an order and is used up). It has its own in-memory database, seeded fresh,
// on a free port, so the shared server's demo state (Anna 1250 points, Nino 300) stays as other tests
// expect it, and the journey can run again and again.
import { type ChildProcess, spawn } from 'node:child_process';
import { type BrowserContext, expect } from '@playwright/test';
import { authCookie, type BrandHost } from './support.ts';

export type IsolatedServer = {
  port: number;
  origin: (host?: BrandHost) => string;
  signIn: (
    context: BrowserContext,
    account: { phone: string; password: string },
    host?: BrandHost,
  ) => Promise<void>;
  stop: () => Promise<void>;
};

export const startIsolatedServer = async (): Promise<IsolatedServer> => {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_FILE: ':memory:' },
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
  const origin = (host: BrandHost = 'localhost') => `http://${host}:${port}`;
  return {
    port,
    origin,
    signIn: async (context, account, host = 'localhost') => {
      const res = await context.request.post(`http://127.0.0.1:${port}/api/v3/auth`, {
        headers: { Host: `${host}:${port}` },
        form: { phone: account.phone, password: account.password, country: 'BY', formToken: 'e2e' },
      });
      expect(res.status(), await res.text()).toBe(200);
      const body = (await res.json()) as { token: string; user: { avatar?: string; username?: string } };
      await context.addCookies([
        authCookie(host, 'token', body.token),
        authCookie(host, 'avatar', body.user.avatar ?? ''),
        authCookie(host, 'username', encodeURIComponent(body.user.username ?? '')),
      ]);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
