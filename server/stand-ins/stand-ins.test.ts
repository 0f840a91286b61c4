// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestDist } from '../test-dist.ts';
import { startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
beforeAll(async () => {
  // A build: the cabinet's shell carries the app's policy (a "not built" text carries the default one).
  app = await startApp({ distDir: writeTestDist('cabinet-stand-ins-').dist });
});
afterAll(() => app.close());

describe('the stand-in main site on site.localhost', () => {
  it('serves a page with its script as a file, under a policy without inline code', async () => {
    const res = await app.get('/cabinet-frame?origin=http%3A%2F%2Flocalhost%3A8080', {
      host: 'site.localhost:8080',
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<button type="button" id="logout">Log out</button>');
    expect(res.text).toContain('<script src="/__stand-in/page.js" defer></script>');
    expect(res.text).not.toMatch(/<script>|style=/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain('frame-ancestors http://localhost:*');
    const js = await app.get('/__stand-in/page.js', { host: 'site.localhost:8080' });
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.text).toContain('event.origin !== cabinet');
  });

  it('is not served on the cabinet hosts, whose policy may frame it', async () => {
    const res = await app.get('/__stand-in/page.js', { host: 'localhost:8080' });
    expect(res.text).not.toContain('event.origin');
    const page = await app.get('/tickets');
    expect(String(page.headers['content-security-policy'])).toContain('http://site.localhost:*');
  });
});

describe('the partner-services list', () => {
  it('serves the production and the test variant', async () => {
    type Doc = {
      services: { key: string; enable: boolean; label: Record<string, string> }[];
      links: unknown[];
    };
    const prod = (await app.get('/storage/services.json')).json<Doc>();
    const test = (await app.get('/storage/services.test.json')).json<Doc>();
    expect(prod.services.find((s) => s.key === 'transfers')?.enable).toBe(true);
    expect(test.services.find((s) => s.key === 'transfers')?.enable).toBe(false);
    expect(test.services.filter((s) => s.enable).map((s) => s.key)).toEqual([
      'tickets',
      'trains',
      'discounts',
    ]);
    for (const s of prod.services)
      expect(Object.keys(s.label).sort()).toEqual(['az', 'be', 'en', 'ge', 'ru']);
    expect(prod.links.length).toBeGreaterThan(0);
  });
});
