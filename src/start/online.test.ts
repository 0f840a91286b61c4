import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT, ORDERS } from '../kernel/startEndpoints.ts';

// The start's facts as src/start/gate/early.ts reads them when the page's entry is evaluated.
const facts = vi.hoisted(() => ({
  startFacts: { online: true, pathname: '/tickets/actual', cookies: '' },
  startToken: null as string | null,
}));
vi.mock('./gate/early.ts', () => facts);

const { startOnline } = await import('./online.ts');
const { forgetEarlyGets } = await import('../lib/http/early.ts');
const { ROUTE_CHUNKS_META } = await import('./preload/chunkMap.ts');

const fetched = () =>
  vi.mocked(globalThis.fetch).mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')].map(
    (l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`,
  );

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
});

afterEach(() => {
  forgetEarlyGets();
  vi.unstubAllGlobals();
  for (const l of document.head.querySelectorAll('link')) l.remove();
});

describe('startOnline', () => {
  it.each([
    ['offline: nothing is asked for', false, 'tok', [], false],
    ['online, signed out: the logo, no API read', true, null, [], true],
    ['online, signed in on the actual tab: its list and the layout', true, 'tok', [ORDERS, LAYOUT], true],
  ])('%s', async (_name, online, token, reads, logo) => {
    facts.startFacts.online = online;
    facts.startToken = token;
    await startOnline();
    expect(fetched().toSorted()).toEqual([...reads].toSorted());
    expect(preloads().some((p) => p.startsWith('preload /brand/'))).toBe(logo);
  });

  it.each([
    ['signed out: the language only (no route screen is drawn)', null, ['ru']],
    ['signed in: the route and the language', 'tok', ['actual', 'ru']],
  ])('%s', async (_name, token, files) => {
    const meta = document.createElement('meta');
    meta.name = ROUTE_CHUNKS_META;
    meta.content = 'tickets/actual=actual-1;lang:ru=ru-2';
    document.head.append(meta);
    facts.startFacts.online = true;
    facts.startToken = token;
    await startOnline();
    const code = preloads()
      .filter((p) => p.startsWith('modulepreload'))
      .map((p) => /assets\/(\w+)-/.exec(p)?.[1]);
    expect(code.toSorted()).toEqual(files);
    meta.remove();
  });

  it('does nothing until it is called (src/start/start.ts runs it in a task of its own)', () => {
    facts.startFacts.online = true;
    facts.startToken = 'tok';
    expect(fetched()).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});
