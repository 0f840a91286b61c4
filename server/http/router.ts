// A tiny router: method + path pattern with `:params`. Literal segments win over parameters, so
// `/orders/item/:id` is chosen before `/orders/:id` whatever the order of registration.

export type Params = Record<string, string>;

type Route<H> = { method: string; segments: readonly string[]; rank: string; handler: H };

export type Match<H> =
  | { kind: 'found'; handler: H; params: Params }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'none' };

const split = (path: string): string[] => path.split('/').filter((s) => s !== '');

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Params of `path` under `segments`, or null when it does not fit. */
const paramsFor = (segments: readonly string[], parts: readonly string[]): Params | null => {
  if (segments.length !== parts.length) return null;
  const params: Params = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) {
      const value = decode(part);
      if (value === null || value === '') return null;
      params[segment.slice(1)] = value;
    } else if (segment !== part) {
      return null;
    }
  }
  return params;
};

/** Sort key: at the first segment where two patterns differ in kind, the literal one sorts first. */
const rankOf = (segments: readonly string[]): string =>
  segments.map((s) => (s.startsWith(':') ? '1' : '0')).join('');

export class Router<H> {
  readonly #routes: Route<H>[] = [];

  add(method: string, pattern: string, handler: H): this {
    const segments = split(pattern);
    this.#routes.push({ method: method.toUpperCase(), segments, rank: rankOf(segments), handler });
    this.#routes.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
    return this;
  }

  get(pattern: string, handler: H): this {
    return this.add('GET', pattern, handler);
  }

  post(pattern: string, handler: H): this {
    return this.add('POST', pattern, handler);
  }

  put(pattern: string, handler: H): this {
    return this.add('PUT', pattern, handler);
  }

  delete(pattern: string, handler: H): this {
    return this.add('DELETE', pattern, handler);
  }

  /** Every registered route (method and pattern), for tests that must cover each endpoint. */
  routes(): { method: string; pattern: string; handler: H }[] {
    return this.#routes.map((r) => ({
      method: r.method,
      pattern: `/${r.segments.join('/')}`,
      handler: r.handler,
    }));
  }

  match(method: string, path: string): Match<H> {
    const parts = split(path);
    const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const allow = new Set<string>();
    for (const route of this.#routes) {
      const params = paramsFor(route.segments, parts);
      if (!params) continue;
      if (route.method === wanted) return { kind: 'found', handler: route.handler, params };
      allow.add(route.method);
    }
    return allow.size > 0 ? { kind: 'wrong-method', allow: [...allow].sort() } : { kind: 'none' };
  }
}
