// `npm run dev`: the reference server (API + demo data) and the Vite dev server with HMR, together.
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children: ChildProcess[] = [];

const run = (cmd: string, args: string[], env: Record<string, string>) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const c of children) if (c !== child) c.kill();
    process.exit(code ?? 0);
  });
};

run(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], { PORT: apiPort });
run(process.execPath, ['node_modules/vite/bin/vite.js'], { API_PROXY_TARGET: `http://localhost:${apiPort}` });

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
  });
}
