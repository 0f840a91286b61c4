// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HUMAN_CHECK_STAND_IN } from './auth/humanCheck.ts';
import { formatTable, startupBanner } from './banner.ts';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dbFile: 'data/cabinet.sqlite',
      distDir: 'dist',
      hostOverrides: {},
      seedHeavy: false,
      trustProxy: [],
      plainJson: false,
      humanCheck: HUMAN_CHECK_STAND_IN,
      humanCheckOrigins: { by: [], ge: [], arena: [] },
      publicOrigins: {},
    });
  });

  it('reads the environment and refuses a bad port', () => {
    expect(readConfig({ PORT: '9000', DB_FILE: '/tmp/x.sqlite', BRAND_HOSTS: 'ge=a.ge' })).toMatchObject({
      port: 9000,
      dbFile: '/tmp/x.sqlite',
      hostOverrides: { ge: ['a.ge'] },
    });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(readConfig({ SEED_HEAVY: '1' }).seedHeavy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, loopback' }).trustProxy).toEqual(['127.0.0.1', 'loopback']);
  });
});

describe('startupBanner', () => {
  it('aligns table columns', () => {
    expect(
      formatTable([
        ['a', 'bb', 'c'],
        ['ccc', 'd', 'e'],
      ]),
    ).toBe('a    bb  c\nccc  d   e');
  });

  it('lists the three brand URLs and the demo sign-ins', () => {
    const text = startupBanner({ port: 8080, dbFile: 'data/cabinet.sqlite', schema: 1, built: false });
    for (const url of ['http://localhost:8080', 'http://ge.localhost:8080', 'http://arena.localhost:8080']) {
      expect(text).toContain(url);
    }
    expect(text).toContain('+375 29 111-11-11');
    expect(text).toContain('demo-pass');
    expect(text).toContain('+48 600 000 000');
    expect(text).toContain('npm run build');
  });
});
