import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../lib/brand/brands.ts';
import { AA, contrastRatio } from '../../lib/color/contrast.ts';
import { LANGS } from '../../lib/i18n/langs.ts';
import { brandColor, brandFrame, darken, langChoices } from './rules.ts';

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
      color: { primary: '#1d4ed8', primaryDark: darken('#1d4ed8', 0.22) },
    });
  });

  it.each([
    ['no layout yet (offline, loading, failed)', undefined],
    ['an empty layout', layout({ logoUrl: undefined, offer_contract: undefined, langs: [], branding: {} })],
    [
      'unsafe or broken URLs and unknown languages',
      layout({
        logoUrl: 'javascript:alert(1)',
        offer_contract: 'data:text/html,x',
        langs: ['fr', 'de'],
        branding: { color: 'red' },
      }),
    ],
  ])('%s → the built-in table', (_case, l) => {
    expect(brandFrame(l, BY, ORIGIN)).toEqual({
      logo: BY.logo,
      offerUrl: 'https://kvitok.by/offer',
      langs: LANGS,
      color: null,
    });
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

  it("the table's own colour needs no change", () => {
    expect(brandFrame(layout({ branding: { color: BY.colors.primary } }), BY, ORIGIN).color).toBeNull();
  });
});

describe('brandColor: only colours that keep white text readable (WCAG AA 4.5:1)', () => {
  it.each([
    ['#1d4ed8', true],
    ['#1D4ED8', true],
    ['#c8102e', true],
    ['#b00', true],
    ['#ffd400', false],
    ['#9ca3af', false],
    ['#ffffff', false],
    ['1d4ed8', false],
    ['rgb(0,0,0)', false],
    ['', false],
  ])('%s usable: %s', (raw, usable) => {
    const c = brandColor(raw, '#ffffff');
    expect(c !== null).toBe(usable);
    if (c) {
      expect(contrastRatio(c.primary, '#ffffff')).toBeGreaterThanOrEqual(AA.text);
      expect(contrastRatio(c.primaryDark, '#ffffff')).toBeGreaterThan(contrastRatio(c.primary, '#ffffff'));
    }
  });
  it('expands the short form', () => expect(brandColor('#b00', '#fff')?.primary).toBe('#bb0000'));
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
