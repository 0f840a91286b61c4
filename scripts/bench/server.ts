// The reference server for a benchmark: its own in-memory database on a free port, serving a given
// build. Spawned with the pinned Node (process.execPath) exactly like the e2e suite's isolated server.
import { type ChildProcess, spawn } from 'node:child_process';

export type BenchServer = {
  port: number;
  /** The app's origin; `localhost` is the Belarusian brand. */
  origin: string;
  stop: () => Promise<void>;
};

export const startServer = async (options: { distDir: string; env?: Record<string, string> }) => {
  // BENCH_NICE: the same scheduling priority as the bench's browser (browser.ts).
  const nice = Number(process.env.BENCH_NICE);
  const node = [process.execPath, '--disable-warning=ExperimentalWarning', 'server/main.ts'];
  const [command = 'node', ...args] =
    Number.isInteger(nice) && nice !== 0 ? ['nice', '-n', String(nice), ...node] : node;
  const child: ChildProcess = spawn(command, args, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_FILE: ':memory:',
      DIST_DIR: options.distDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the reference server did not start:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/localhost:(\d+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the reference server exited (${code}):\n${out}`));
    });
  });
  const server: BenchServer = {
    port,
    origin: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return server;
};
