import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../kernel/brand/brands.ts';
import { LANGS } from '../../kernel/langs.ts';
import { brandFrame, langChoices } from './rules.ts';

const BY = BRANDS.by;
const ORIGIN = 'http://localhost:8080';
const layout = (over: Partial<Parameters<typeof brandFrame>[0] & object> = {}) => ({
  logoUrl: '/cdn/kvitok-2027.svg',
  offer_contract: 'https://kvitok.by/ru/offer-2027',
  langs: ['ru', 'en', 'be'],
  branding: { image: '/demo/branding/by.svg', color: '#1d4ed8' },
  ...over,
});

describe('brandFrame: the layout decides, the brand table stands in', () => {
  it('uses what the platform sends', () => {
    expect(brandFrame(layout(), BY, ORIGIN)).toEqual({
      logo: 'http://localhost:8080/cdn/kvitok-2027.svg',
      offerUrl: 'https://kvitok.by/ru/offer-2027',
      langs: ['ru', 'en', 'be'],
    });
  });

  it.each([
    ['no layout yet (offline, loading, failed)', undefined],
    ['an empty layout', layout({ logoUrl: undefined, offer_contract: undefined, langs: [] })],
    [
      'unsafe or broken URLs and unknown languages',
      layout({
        logoUrl: 'javascript:alert(1)',
        offer_contract: 'data:text/html,x',
        langs: ['fr', 'de'],
      }),
    ],
  ])('%s → the built-in table', (_case, l) => {
    expect(brandFrame(l, BY, ORIGIN)).toEqual({
      logo: BY.logo,
      offerUrl: 'https://kvitok.by/offer',
      langs: LANGS,
    });
  });

  // The logo goes into `img src`: image addresses only, never a link's mailto:/tel:.
  it.each([
    ['mailto:box@kvitok.by', BY.logo],
    ['tel:+375170000000', BY.logo],
    ['javascript:alert(1)', BY.logo],
    ['data:text/html,<script>alert(1)</script>', BY.logo],
    ['data:image/svg+xml;base64,PHN2Zy8+', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['https://cdn.kvitok.by/logo.svg', 'https://cdn.kvitok.by/logo.svg'],
    ['/cdn/logo.svg', 'http://localhost:8080/cdn/logo.svg'],
  ])('logo %s → %s', (logoUrl, logo) => {
    expect(brandFrame(layout({ logoUrl }), BY, ORIGIN).logo).toBe(logo);
  });

  it.each([
    [
      'keeps the layout order and drops unknown codes',
      ['ge', 'fr', 'en', 'ru', 'az'],
      ['ge', 'en', 'ru', 'az'],
    ],
    ['drops repeats', ['ru', 'ru', 'en'], ['ru', 'en']],
  ])('langs: %s', (_case, langs, expected) => {
    expect(brandFrame(layout({ langs }), BY, ORIGIN).langs).toEqual(expected);
  });
});

describe('langChoices', () => {
  it.each([
    ['the active language is offered', ['ru', 'en', 'be'], 'en', ['ru', 'en', 'be']],
    [
      'a stored language the brand does not offer stays listed, first',
      ['ru', 'en', 'be'],
      'az',
      ['az', 'ru', 'en', 'be'],
    ],
  ] as const)('%s', (_case, offered, active, expected) =>
    expect(langChoices(offered, active)).toEqual(expected),
  );
});
