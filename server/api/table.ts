// The API's route table: each area module adds its endpoints (method, Fastify-style pattern with
// `:params`, handler); server/web/app.ts registers them with Fastify, whose router matches them
// (static segments before parameters, whatever the order of registration). The security suites read
// the table to cover every endpoint (server/security/endpoints.ts).

export type Params = Record<string, string>;

export type RouteEntry<H> = { method: string; pattern: string; handler: H };

export class RouteTable<H> {
  readonly #routes: RouteEntry<H>[] = [];

  add(method: string, pattern: string, handler: H): this {
    this.#routes.push({ method: method.toUpperCase(), pattern, handler });
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

  /** Every registered route (method and pattern), in registration order. */
  routes(): RouteEntry<H>[] {
    return [...this.#routes];
  }
}
