import { defineConfig, devices } from '@playwright/test';

// E2E runs against the production build served by the reference server, in system Chromium.
const port = Number(process.env.E2E_PORT ?? 8181);
const isolatedPort = port + 2;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  // Two servers, each with its own in-memory demo database: the shared one for journeys that only
  // read (or restore what they change), and an isolated one (E2E_PORT + 2) for journeys that change
  // data others rely on, such as Anna's balance (e2e/order-actions.spec.ts).
  webServer: [port, isolatedPort].map((p) => ({
    command: 'node --disable-warning=ExperimentalWarning server/main.ts',
    url: `http://localhost:${p}/api/v3/pages/layout`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { PORT: String(p), DB_FILE: ':memory:', E2E: '1' },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
