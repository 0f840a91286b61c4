// @vitest-environment node
// API work takes turns with the app's files: with API requests queued, the shell is still answered.
// Asserted by the order of events, not by a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestDist } from '../test-dist.ts';
import { startApp, type TestApp } from '../test-support.ts';
import { ok } from './reply.ts';
import { createTurns } from './turns.ts';

const BUSY = 40;
let arrived = 0;
let handled = 0;
let app: TestApp;

beforeAll(async () => {
  app = await startApp({
    distDir: writeTestDist('cabinet-turns-').dist,
    extend: (router) => {
      // Synchronous work, as building a page of orders from SQLite is.
      router.get('/api/test/busy', () => {
        const until = performance.now() + 5;
        while (performance.now() < until);
        handled += 1;
        return ok({});
      });
    },
  });
  app.server.on('request', (req: { url?: string }) => {
    if (req.url === '/api/test/busy') arrived += 1;
  });
});
afterAll(() => app.close());

describe('API work', () => {
  it('waits its turn: the shell is answered while API requests that arrived before it are queued', async () => {
    const busy = Array.from({ length: BUSY }, () => app.call('GET', '/api/test/busy'));
    await expect.poll(() => arrived, { interval: 1 }).toBe(BUSY);
    const shell = await app.call('GET', '/tickets/actual');
    const handledWhenShellArrived = handled;
    expect(shell.status).toBe(200);
    expect((await Promise.all(busy)).map((r) => r.status)).toEqual(Array(BUSY).fill(200));
    expect(handledWhenShellArrived).toBeLessThan(BUSY);
  });
});

describe('createTurns', () => {
  it('grants every caller in the order they came, some turns of the event loop apart', async () => {
    const turns = createTurns(3);
    let loopTurns = 0;
    let spinning = true;
    const spin = () => {
      loopTurns += 1;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const granted: { who: number; at: number }[] = [];
    await Promise.all([1, 2, 3].map((who) => turns().then(() => granted.push({ who, at: loopTurns }))));
    spinning = false;
    expect(granted.map((g) => g.who)).toEqual([1, 2, 3]);
    const gaps = granted.slice(1).map((g, i) => g.at - (granted[i]?.at ?? 0));
    expect(gaps).toEqual([3, 3]);
  });
});
