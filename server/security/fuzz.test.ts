// @vitest-environment node
// Input fuzzing: every registered route (server/security/endpoints.ts, checked against the router) gets
// generated bad requests, signed in as Anna, built from her valid request: wrong types for each known
// field (numbers for texts, texts for numbers, lists, objects, booleans, huge texts, negative, float,
// NaN and huge ids), unknown extra fields, invalid JSON, a wrong content type, form and JSON swapped,
// an oversize body, bodies on GET/DELETE, plus values from a seeded PRNG. A "strict" variant is wrong
// whatever the state: it must answer 4xx and leave every table as it was. A "tolerant" one (null or
// empty values, random values of the right type, huge query values) may be valid: it must only never
// answer 5xx. Finally Anna's valid request, on a fresh database, must succeed: the variants were
// refused for their badness, not because the base request was broken.
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../test-support.ts';
import {
  ANNA_ID,
  type Body,
  downloadTokenOf,
  dumpTables,
  ENDPOINTS,
  type Endpoint,
  envOf,
  type Req,
  registeredRoutes,
  send,
  suiteApp,
  tokenFor,
} from './endpoints.ts';

type Variant = {
  name: string;
  strict: boolean;
  req: Req;
  raw?: { body: string | Buffer; contentType: string };
};

/** mulberry32: a small deterministic PRNG, so a failure replays exactly. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const ALPHABET = [
  'a',
  'Z',
  'я',
  'ქ',
  '😀',
  '\u0000',
  '\u202e',
  '<',
  '>',
  '"',
  "'",
  '\\',
  '%',
  '&',
  '=',
  '[',
  ']',
  ' ',
  '\n',
  '0',
  '9',
  '.',
  '-',
  '@',
];

/** Random garbage of a kind: a text (always with a letter, so never numeric), a number, or a nested value. */
const randomValue = (rand: () => number, depth = 0): unknown => {
  const kind = Math.floor(rand() * (depth > 2 ? 3 : 5));
  if (kind === 0) {
    const length = 1 + Math.floor(rand() * 40);
    return `x${Array.from({ length }, () => ALPHABET[Math.floor(rand() * ALPHABET.length)]).join('')}`;
  }
  if (kind === 1) return Math.floor((rand() - 0.5) * 2 ** (1 + Math.floor(rand() * 60)));
  if (kind === 2) return (rand() - 0.5) * 10 ** Math.floor(rand() * 30);
  if (kind === 3) return Array.from({ length: Math.floor(rand() * 3) }, () => randomValue(rand, depth + 1));
  return Object.fromEntries(
    Array.from({ length: 1 + Math.floor(rand() * 2) }, (_, i) => [`k${i}`, randomValue(rand, depth + 1)]),
  );
};

const HUGE = 'x'.repeat(20_000);
const BAD_IDS = ['-1', '0', '1.5', 'NaN', '1e3', '0x10', '99999999999999999999', "1'--", '%2e%2e', '%00'];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Wrong values for a field whose valid value is `sample`: [value, strict]. */
const wrongValues = (sample: unknown): [unknown, boolean][] => {
  const containers: [unknown, boolean][] = [
    [[], true],
    [['x'], true],
    [{}, true],
    [{ a: 'b' }, true],
    [null, false],
  ];
  if (typeof sample === 'string') {
    return [[12345, true], [-1, true], [1.5, true], [true, true], [HUGE, true], ['', false], ...containers];
  }
  if (typeof sample === 'number') {
    const flagLike = sample === 0 || sample === 1;
    return [
      ['abc', true],
      ['NaN', true],
      [-1, true],
      [1.5, true],
      [1e308, true],
      [true, !flagLike],
      [false, !flagLike],
      ...containers,
    ];
  }
  if (isPlainObject(sample))
    return [
      ['x', true],
      [5, true],
      [[], true],
      [null, true],
    ];
  return [];
};

const withBody = (req: Req, body: Body): Req => ({ ...req, body });

/** Variants of the body of a JSON endpoint. */
const jsonVariants = (req: Req, value: Record<string, unknown>, accepts: Endpoint['accepts']): Variant[] => {
  const out: Variant[] = [
    { name: 'invalid JSON', strict: true, req, raw: { body: '{"a":', contentType: 'application/json' } },
    {
      name: 'JSON as text/plain',
      strict: true,
      req,
      raw: { body: JSON.stringify(value), contentType: 'text/plain' },
    },
    { name: 'a list body', strict: true, req: withBody(req, { json: [value] }) },
    { name: 'a text body', strict: true, req: withBody(req, { json: 'x' }) },
    { name: 'a number body', strict: true, req: withBody(req, { json: 5 }) },
    { name: 'a null body', strict: true, req: withBody(req, { json: null }) },
    { name: 'an unknown field', strict: true, req: withBody(req, { json: { ...value, zz_unknown: 1 } }) },
    {
      name: 'an oversize body',
      strict: true,
      req: withBody(req, { json: { ...value, zz_big: 'y'.repeat(70 * 1024) } }),
    },
  ];
  if (accepts === 'json') {
    const flat = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
    out.push({ name: 'form instead of JSON', strict: true, req: withBody(req, { form: flat }) });
  }
  const fieldVariants = (
    obj: Record<string, unknown>,
    rebuild: (o: Record<string, unknown>) => unknown,
    path: string,
  ) => {
    for (const [key, sample] of Object.entries(obj)) {
      for (const [bad, strict] of wrongValues(sample)) {
        out.push({
          name: `${path}${key} = ${JSON.stringify(bad)?.slice(0, 30)}`,
          strict,
          req: withBody(req, { json: rebuild({ ...obj, [key]: bad }) }),
        });
      }
      if (isPlainObject(sample)) {
        fieldVariants(sample, (inner) => rebuild({ ...obj, [key]: inner }), `${path}${key}.`);
        out.push({
          name: `${path}${key}: an unknown field`,
          strict: true,
          req: withBody(req, { json: rebuild({ ...obj, [key]: { ...sample, zz_unknown: 'x' } }) }),
        });
      }
    }
  };
  fieldVariants(value, (o) => o, '');
  const rand = prng(0xc0ffee ^ req.path.length);
  for (const key of Object.keys(value)) {
    for (let i = 0; i < 4; i++) {
      const bad = randomValue(rand);
      const sample = value[key];
      const strict =
        typeof bad === 'object' ||
        (typeof sample === 'string' && typeof bad === 'number') ||
        (typeof sample === 'number' && typeof bad === 'string');
      out.push({
        name: `${key} = random ${i}`,
        strict,
        req: withBody(req, { json: { ...value, [key]: bad } }),
      });
    }
  }
  return out;
};

/** Variants of the body of a form endpoint. */
const formVariants = (req: Req, value: Record<string, string>): Variant[] => {
  const encode = (entries: [string, string][]) => new URLSearchParams(entries).toString();
  const form = (entries: [string, string][]) => ({
    body: encode(entries),
    contentType: 'application/x-www-form-urlencoded',
  });
  const base = Object.entries(value);
  const out: Variant[] = [
    { name: 'JSON instead of a form', strict: true, req: withBody(req, { json: value }) },
    { name: 'form as text/plain', strict: true, req, raw: { body: encode(base), contentType: 'text/plain' } },
    { name: 'an unknown field', strict: true, req, raw: form([...base, ['zz_unknown', '1']]) },
    { name: 'an oversize body', strict: true, req, raw: form([...base, ['zz_big', 'y'.repeat(70 * 1024)]]) },
  ];
  for (const key of Object.keys(value)) {
    const others = base.filter(([k]) => k !== key);
    out.push(
      { name: `${key}[]`, strict: true, req, raw: form([...others, [`${key}[]`, 'x']]) },
      { name: `${key}[a]`, strict: true, req, raw: form([...others, [`${key}[a]`, 'x']]) },
      { name: `${key} huge`, strict: true, req, raw: form([...others, [key, HUGE]]) },
      { name: `${key} empty`, strict: false, req, raw: form([...others, [key, '']]) },
    );
  }
  return out;
};

/** Variants of the query string and the path ids, and bodies sent where none belongs. */
const requestVariants = (endpoint: Endpoint, req: Req): Variant[] => {
  const out: Variant[] = [];
  const pattern = endpoint.route.split(' ')[1]?.split('/') ?? [];
  const parts = req.path.split('/');
  pattern.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    for (const bad of BAD_IDS) {
      const path = [...parts.slice(0, i), bad, ...parts.slice(i + 1)].join('/');
      out.push({ name: `${segment} = ${bad}`, strict: true, req: { ...req, path } });
    }
  });
  const query = req.query ?? {};
  // A PUT/POST whose payload is the query refuses unknown keys; a GET/DELETE ignores them (caches, utm_…).
  const payloadQuery = (req.method === 'PUT' || req.method === 'POST') && !req.body;
  out.push({
    name: 'an unknown query key',
    strict: payloadQuery,
    req: { ...req, query: { ...query, zz_unknown: '1' } },
  });
  for (const key of Object.keys(query)) {
    const { [key]: value, ...others } = query;
    out.push(
      { name: `?${key}[]`, strict: true, req: { ...req, query: { ...others, [`${key}[]`]: value ?? '' } } },
      { name: `?${key}[a]`, strict: true, req: { ...req, query: { ...others, [`${key}[a]`]: value ?? '' } } },
      { name: `?${key} huge`, strict: false, req: { ...req, query: { ...others, [key]: 'x'.repeat(6000) } } },
      { name: `?${key} empty`, strict: false, req: { ...req, query: { ...others, [key]: '' } } },
    );
  }
  if (!req.body) {
    out.push(
      { name: 'a JSON body where none belongs', strict: true, req: withBody(req, { json: { zz: 1 } }) },
      { name: 'a form body where none belongs', strict: true, req: withBody(req, { form: { zz: '1' } }) },
      {
        name: 'an oversize body where none belongs',
        strict: true,
        req,
        raw: { body: 'z'.repeat(70 * 1024), contentType: 'application/octet-stream' },
      },
    );
  }
  return out;
};

const variantsOf = (endpoint: Endpoint, req: Req): Variant[] => {
  const out = requestVariants(endpoint, req);
  if (req.body && 'json' in req.body && isPlainObject(req.body.json))
    out.push(...jsonVariants(req, req.body.json, endpoint.accepts));
  if (req.body && 'form' in req.body) out.push(...formVariants(req, req.body.form));
  // Strict first: a tolerant variant may be valid and change the state the strict ones assume.
  return [...out.filter((v) => v.strict), ...out.filter((v) => !v.strict)];
};

/** Failed sign-ins are counted for the rate limit: that bookkeeping is the answer, not stored garbage. */
const dumpFor = (app: TestApp, endpoint: Endpoint) => {
  const dump = dumpTables(app.db);
  return endpoint.route.includes('/auth') ? dump.replace(/\["auth_failures",\[[^\]]*\]\]/, '') : dump;
};

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const prepare = async (endpoint: Endpoint) => {
  app = await startApp(suiteApp());
  const anna = { token: tokenFor(app.db, ANNA_ID), downloadToken: downloadTokenOf(app.db, ANNA_ID) };
  await endpoint.setup?.(app, anna.token);
  return { a: app, anna, req: endpoint.request(envOf(app.db)) };
};

describe('fuzzing every endpoint', () => {
  it('covers every registered route', () => {
    expect(registeredRoutes().filter((r) => !ENDPOINTS.some((e) => e.route === r))).toEqual([]);
  });

  it.each(ENDPOINTS.map((e) => [e.route, e] as const))(
    '%s: bad requests answer 4xx (never 5xx) and store nothing',
    async (_route, endpoint) => {
      const { a, anna, req } = await prepare(endpoint);
      const variants = variantsOf(endpoint, req);
      expect(variants.length).toBeGreaterThan(3);
      // SQLite counts every row written on the connection: while the count stands still nothing was
      // stored, so the full dump (slow) is only taken again when it moves.
      const written = () => Number(a.db.prepare('SELECT total_changes() AS n').get()?.n);
      let before = dumpFor(a, endpoint);
      let count = written();
      const problems: string[] = [];
      for (const variant of variants) {
        const res = await send(a, variant.req, anna, variant.raw);
        const after = written() === count ? before : dumpFor(a, endpoint);
        if (res.status >= 500) problems.push(`${variant.name}: ${res.status} ${res.text.slice(0, 200)}`);
        else if (variant.strict && res.status < 400)
          problems.push(`${variant.name}: accepted with ${res.status} ${res.text.slice(0, 200)}`);
        else if (variant.strict && after !== before)
          problems.push(`${variant.name}: ${res.status} but data changed`);
        before = after;
        count = written();
      }
      expect(problems).toEqual([]);
      await a.close();
      app = null;

      // The base request itself is valid.
      const control = await prepare(endpoint);
      const ok = await send(control.a, control.req, control.anna);
      expect(ok.status, ok.text.slice(0, 300)).toBeLessThan(400);
    },
    60_000,
  );
});
