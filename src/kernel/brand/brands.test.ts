import { describe, expect, it } from 'vitest';
import { BRANDS, brandForHost, parseHostOverrides } from './brands.ts';
import { resolveRuntimeBrand } from './config.ts';

describe('brandForHost', () => {
  it.each([
    ['localhost:8080', 'by', true],
    ['127.0.0.1:8080', 'by', true],
    ['ge.localhost:8080', 'ge', true],
    ['arena.localhost', 'arena', true],
    ['kvitok.by', 'by', false],
    ['WWW.KVITOK.BY', 'by', false],
    ['bileti.ge', 'ge', false],
    ['cabinet.bileti.ge:443', 'ge', false],
    ['arena.kvitok.by', 'arena', false],
  ])('%s → %s', (host, id, isLocal) => {
    const r = brandForHost(host);
    expect(r.brand.id).toBe(id);
    expect(r.isKnown).toBe(true);
    expect(r.isLocal).toBe(isLocal);
  });

  it('falls back to the Belarusian brand for an unknown host and says so', () => {
    const r = brandForHost('evil.example.com');
    expect(r.brand.id).toBe('by');
    expect(r.isKnown).toBe(false);
  });

  it('takes production hosts from configuration', () => {
    const overrides = parseHostOverrides('ge=tickets.example.ge, ge2.example ;arena=arena.example');
    expect(brandForHost('tickets.example.ge', overrides).brand.id).toBe('ge');
    expect(brandForHost('ge2.example', overrides).brand.id).toBe('ge');
    expect(brandForHost('arena.example', overrides).brand.id).toBe('arena');
    // An override replaces the table's hosts for that brand.
    expect(brandForHost('bileti.ge', overrides).isKnown).toBe(false);
    expect(parseHostOverrides('nonsense;xx=a.b;by=')).toEqual({});
  });
});

describe('brand table', () => {
  it.each([
    ['by', 'ru', 'rub', 'minsk', 3, true, true, true, true],
    ['ge', 'ge', 'gel', 'tbilisi', 4, false, true, true, false],
    ['arena', 'ru', 'rub', 'minsk', 3, false, false, false, true],
  ] as const)(
    '%s: lang %s, %s, %s, +%i h, addresses %s, top nav %s, side menu %s, go-to-site %s',
    (id, lang, cur, region, offset, addresses, topNav, sideMenu, siteButton) => {
      const b = BRANDS[id];
      expect(b.defaultLang).toBe(lang);
      expect(b.currency).toBe(cur);
      expect(b.region).toBe(region);
      expect(b.utcOffsetHours).toBe(offset);
      expect(b.features).toEqual({ addresses, topNav, sideMenu, promotionsSiteButton: siteButton });
      expect(b.support.email).toMatch(/@/);
      expect(b.logo).toMatch(new RegExp(`/brand/${id}/`));
    },
  );
});

describe('resolveRuntimeBrand', () => {
  it('uses the same origin and sibling local hosts on a developer machine', () => {
    const b = resolveRuntimeBrand({ host: 'ge.localhost:8080', protocol: 'http:' }, {});
    expect(b.id).toBe('ge');
    expect(b.api).toBe('');
    expect(b.widgetOrigin).toBe('http://widget.localhost:8080');
    expect(b.mainSiteOrigin).toBe('http://site.localhost:8080');
  });

  it('uses the production API host, overridable per brand', () => {
    expect(resolveRuntimeBrand({ host: 'bileti.ge', protocol: 'https:' }, {}).api).toBe(
      'https://api.bileti.ge',
    );
    const env = { VITE_API_BASE_GE: 'https://staging-api.example' };
    expect(resolveRuntimeBrand({ host: 'bileti.ge', protocol: 'https:' }, env).api).toBe(
      'https://staging-api.example',
    );
  });
});
