// @vitest-environment node
// Authorisation: for every endpoint that names customer data by id (order, ticket, train ticket, item,
// payment or client card, passport, address, subscription, document), Nino cannot read or change
// Anna's. Each case runs on a fresh database: Nino's request answers 403/404 without Anna's data, every
// table stays as it was and Anna's own view reads the same before and after; then Anna's same request
// succeeds, which proves the ids were live when Nino tried.
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiRouter } from '../api/context.ts';
import { RouteTable } from '../api/table.ts';
import { startApp, type TestApp } from '../test-support.ts';
import {
  ANNA_ID,
  downloadTokenOf,
  dumpTables,
  ENDPOINTS,
  envOf,
  NINO_ID,
  type Req,
  registeredRoutes,
  send,
  suiteApp,
  tokenFor,
} from './endpoints.ts';

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** What Anna sees of her own data, through the API. */
const ANNA_VIEW = [
  '/api/v2/users/me',
  '/api/v3/users/me/orders/1001',
  '/api/v3/users/me/orders/1003',
  '/api/v3/users/me/orders/1005',
  '/api/v3/users/me/orders/1007',
  '/api/v3/users/me/orders/item/100901',
  '/api/v3/users/me/passports',
  '/api/v3/users/me/addresses',
  '/api/v3/users/me/subscribes',
  '/api/v2/users/me/cards',
  '/api/v2/users/me/bindings-cards',
  '/api/v2/frame/payment?order_id=1003',
];

const annaView = async (a: TestApp, token: string): Promise<string[]> =>
  Promise.all(
    ANNA_VIEW.map(async (path) => {
      const res = await a.get(path, { authorization: `Bearer ${token}` });
      return `${path} ${res.status} ${res.text}`;
    }),
  );

const fresh = async () => {
  app = await startApp(suiteApp());
  return {
    a: app,
    anna: { token: tokenFor(app.db, ANNA_ID), downloadToken: downloadTokenOf(app.db, ANNA_ID) },
    nino: { token: tokenFor(app.db, NINO_ID), downloadToken: downloadTokenOf(app.db, NINO_ID) },
  };
};

describe('the authorisation table', () => {
  it('covers every registered route, and every route with a path parameter names what it owns', () => {
    const routes = registeredRoutes();
    const listed = ENDPOINTS.map((e) => e.route);
    expect(
      routes.filter((r) => !listed.includes(r)),
      'routes with no row in server/api/<area>.security.ts',
    ).toEqual([]);
    expect(
      listed.filter((r) => !routes.includes(r)),
      'entries for routes that do not exist',
    ).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    const unowned = ENDPOINTS.filter((e) => e.route.includes('/:') && e.owns === null).map((e) => e.route);
    expect(unowned, 'a route with an id must be in the authorisation suite').toEqual([]);
  });

  it("keeps each area's rows beside the module that registers those routes", async () => {
    const apiDir = new URL('../api/', import.meta.url);
    const areas = readdirSync(apiDir)
      .filter((name) => name.endsWith('.security.ts'))
      .map((name) => name.replace('.security.ts', ''));
    const rowsSeen: string[] = [];
    for (const area of areas) {
      const module: Record<string, unknown> = await import(new URL(`${area}.ts`, apiDir).href);
      const register = Object.entries(module).find(([name]) => name.startsWith('register'))?.[1] as
        | ((router: ApiRouter) => void)
        | undefined;
      const table = new RouteTable() as ApiRouter;
      register?.(table);
      const { securityRows } = (await import(new URL(`${area}.security.ts`, apiDir).href)) as {
        securityRows: { route: string }[];
      };
      const rows = securityRows.map((e) => e.route);
      rowsSeen.push(...rows);
      expect(rows.toSorted(), area).toEqual(
        table
          .routes()
          .map((r) => `${r.method} ${r.pattern}`)
          .toSorted(),
      );
    }
    expect(rowsSeen.toSorted(), 'every area file collected').toEqual(
      ENDPOINTS.map((e) => e.route).toSorted(),
    );
  });
});

describe("Nino cannot read or change Anna's data", () => {
  const cases = ENDPOINTS.filter((e) => e.owns !== null);

  it.each(cases.map((e) => [e.route, e] as const))('%s', async (_route, endpoint) => {
    const { a, anna, nino } = await fresh();
    await endpoint.setup?.(a, anna.token);
    const req = endpoint.request(envOf(a.db));
    const tables = dumpTables(a.db);
    const view = await annaView(a, anna.token);

    for (const host of ['localhost', 'ge.localhost']) {
      const res = await send(a, req, nino, undefined, host);
      // Apple's devices are told 401 for a pass token that does not open the pass (their protocol).
      const refused = req.auth === 'pass' ? [401, 403, 404] : [403, 404];
      expect(refused, `${endpoint.owns} as Nino on ${host}: ${res.status} ${res.text}`).toContain(res.status);
      expect(res.text).not.toContain('anna@example.com');
      expect(res.text).not.toContain(anna.downloadToken);
      if (req.body && 'form' in req.body && req.body.form.ref)
        expect(res.text).not.toContain(req.body.form.ref);
      if (req.auth === 'cookie') expect(res.text).not.toMatch(/name="ref" value="[0-9a-f]+"/);
    }
    expect(dumpTables(a.db), 'stored data changed').toBe(tables);
    expect(await annaView(a, anna.token)).toEqual(view);

    // The same request is Anna's to make.
    const own = await send(a, endpoint.request(envOf(a.db)), anna);
    expect(own.status, `Anna's own request: ${own.text}`).toBeLessThan(400);
  });

  it("cannot take over Anna's club card or her linked external ticket by typing its number", async () => {
    const { a, anna, nino } = await fresh();
    const post = (path: string, json: unknown): Req => ({
      method: 'POST',
      path,
      auth: 'bearer',
      body: { json },
    });
    const ticket = post('/api/v2/users/me/assign/ticket', { code: 'EXT-12345' });
    const linked = await send(a, ticket, anna);
    expect(linked.status, linked.text).toBe(200);
    const tables = dumpTables(a.db);
    expect((await send(a, ticket, nino)).status).toBe(400);
    const card = post('/api/v2/users/me/cardcode', { card_code: '7700 1111 2222 3333' });
    expect((await send(a, card, nino)).status).toBe(422);
    expect(dumpTables(a.db)).toBe(tables);
  });

  it('cannot use a document link with her own download token for Anna’s order, nor without one', async () => {
    const { a, anna, nino } = await fresh();
    const path = '/api/v2/users/me/orders/1001/download';
    expect((await a.get(`${path}?t=${anna.downloadToken}`)).status).toBe(200);
    expect((await a.get(`${path}?t=${nino.downloadToken}`)).status).toBe(404);
    expect((await a.get(path)).status).toBe(401);
    // A bearer token is not a download token: documents open in a window, with `t` only.
    expect((await a.get(path, { authorization: `Bearer ${nino.token}` })).status).toBe(401);
  });
});
