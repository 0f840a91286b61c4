import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './e2e/chromium.ts';

// E2E runs against the production build served by the reference server, in system Chromium.
const port = Number(process.env.E2E_PORT ?? 8181);
const isolatedPort = port + 2;

/**
 * The reference server on port `p`, with its own in-memory database seeded at start. Journeys that
 * change data other tests read start their own private server (e2e/isolated-server.ts).
 */
type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], readonly unknown[]>>[number];

const serverOn = (p: number): WebServer => ({
  command: 'node --disable-warning=ExperimentalWarning server/main.ts',
  url: `http://localhost:${p}/api/v3/pages/layout`,
  reuseExistingServer: false,
  timeout: 30_000,
  env: { PORT: String(p), DB_FILE: ':memory:', E2E: '1' },
  stdout: 'ignore',
  stderr: 'pipe',
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  // A list's cards after the first screen come one per idle moment, and a journey may install the worker:
  // on 2026-11-27 (this machine's Chromium 156.0.8078.108, two workers) a 12-card tab took 2.5–4 s alone
  // and over 7 s beside the other worker, and journeys of ~15 s alone passed 30 s.
  // The waits allow for that; what they wait for is unchanged.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  // Two servers, each with its own in-memory demo database: the shared one and one for the order
  // actions (E2E_PORT + 2), which change data that other tests read (Anna's balance, orders
  // 1001/1003/1005/1013). The payment journeys start a private server of their own.
  webServer: [serverOn(port), serverOn(isolatedPort)],
});
