import { describe, expect, it } from 'vitest';
import { humanCheckOrigins, providerFor } from './humanCheckProvider.ts';

describe('providerFor', () => {
  it.each([
    // The script's origin, then the extra ones, each once.
    ['https://www.google.com/recaptcha/api.js', '', ['https://www.google.com']],
    [
      'https://www.google.com/recaptcha/api.js',
      'https://www.gstatic.com,https://www.google.com',
      ['https://www.google.com', 'https://www.gstatic.com'],
    ],
    [
      'https://js.hcaptcha.com/1/api.js',
      'https://hcaptcha.com https://*.hcaptcha.com',
      ['https://js.hcaptcha.com', 'https://hcaptcha.com', 'https://*.hcaptcha.com'],
    ],
    ['https://c.example:8443/api.js', '', ['https://c.example:8443']],
    // A stand-in on a loopback host may be plain http (the browser tests).
    ['http://captcha.localhost:8207/api.js', '', ['http://captcha.localhost:8207']],
    ['http://127.0.0.1:8207/api.js', '', ['http://127.0.0.1:8207']],
  ])('%s + %j → %j', (src, extra, origins) => {
    const env = { VITE_CAPTCHA_SCRIPT_BY: src, VITE_CAPTCHA_SITEKEY_BY: 'k', VITE_CAPTCHA_ORIGINS_BY: extra };
    expect(providerFor('by', env)).toEqual({ provider: { src, siteKey: 'k', origins }, problems: [] });
  });

  it.each([
    ['http://captcha.example/api.js', ''],
    ['//captcha.example/api.js', ''],
    ['https://user:pw@captcha.example/api.js', ''],
    ['https://c.example/api.js', '*'],
    ['https://c.example/api.js', 'https:'],
    ['https://c.example/api.js', "'unsafe-inline'"],
    ['https://c.example/api.js', 'https://c.example;script-src'],
    ['https://c.example/api.js', 'https://c.example/path/'],
    ['https://c.example/api.js', 'http://c.example'],
    ['https://c.example/api.js', 'https://*'],
  ])('refuses %s with extra origins %j: nothing but an origin reaches the CSP', (src, extra) => {
    const env = { VITE_CAPTCHA_SCRIPT_BY: src, VITE_CAPTCHA_SITEKEY_BY: 'k', VITE_CAPTCHA_ORIGINS_BY: extra };
    const { provider, problems } = providerFor('by', env);
    expect(provider).toBeNull();
    expect(problems).toHaveLength(1);
  });

  it('is no provider, and no problem, when nothing is set; a part is a problem', () => {
    expect(providerFor('ge', {})).toEqual({ provider: null, problems: [] });
    expect(providerFor('ge', { VITE_CAPTCHA_SITEKEY_GE: 'k' }).problems).toEqual([
      'VITE_CAPTCHA_SCRIPT_GE is missing',
    ]);
  });

  it('gives each brand its own origins', () => {
    expect(
      humanCheckOrigins({
        VITE_CAPTCHA_SCRIPT_GE: 'https://c.example/api.js',
        VITE_CAPTCHA_SITEKEY_GE: 'k',
      }),
    ).toEqual({ by: [], ge: ['https://c.example'], arena: [] });
  });
});
