import { afterEach, describe, expect, it, vi } from 'vitest';
import { HumanCheckError, humanCheckFor, LOCAL_TOKEN, scriptCheck } from './humanCheck.ts';

const PROVIDER = {
  VITE_CAPTCHA_SCRIPT_BY: 'https://captcha.example/api.js',
  VITE_CAPTCHA_SITEKEY_BY: 'site-key',
};

const on = (host: string) => ({ host, standInAnywhere: false });

describe('humanCheckFor', () => {
  it.each([
    [{}],
    [{ VITE_CAPTCHA_SCRIPT_BY: 'https://captcha.example/api.js' }],
    [{ VITE_CAPTCHA_SITEKEY_BY: 'key' }],
    // Another brand's configuration does not apply; a non-https script is refused.
    [{ VITE_CAPTCHA_SCRIPT_GE: 'https://captcha.example/api.js', VITE_CAPTCHA_SITEKEY_GE: 'key' }],
    [{ VITE_CAPTCHA_SCRIPT_BY: 'http://captcha.example/api.js', VITE_CAPTCHA_SITEKEY_BY: 'key' }],
  ])('on a local host, uses the local provider, which loads nothing and passes, for %j', async (env) => {
    const load = vi.fn(async () => {});
    const check = humanCheckFor('by', env, on('localhost:8080'), load);
    check.prepare();
    expect(check.name).toBe('local');
    expect(await check.token()).toBe(LOCAL_TOKEN);
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it.each(['kvitok.by', 'cabinet.example.com', '192.168.1.20:8080'])(
    'without a provider, never sends the stand-in token on %s: sign-in is not configured',
    async (host) => {
      const check = humanCheckFor('by', {}, on(host));
      expect(check.name).toBe('unconfigured');
      await expect(check.token()).rejects.toBeInstanceOf(HumanCheckError);
    },
  );

  it('keeps the stand-in anywhere in a build made with ALLOW_LOCAL_HUMAN_CHECK=1 (a staging platform)', async () => {
    const check = humanCheckFor('by', {}, { host: 'staging.kvitok.by', standInAnywhere: true });
    expect(await check.token()).toBe(LOCAL_TOKEN);
  });

  it.each([
    ['kvitok.by', PROVIDER],
    ['localhost:8080', PROVIDER],
    // A stand-in provider on a loopback host (the browser tests) may be plain http.
    ['localhost:8080', { ...PROVIDER, VITE_CAPTCHA_SCRIPT_BY: 'http://captcha.localhost:8207/api.js' }],
  ])('uses the configured script on %s', (host, env) => {
    expect(humanCheckFor('by', env, on(host)).name).toBe('script');
  });

  it('loads the configured script once and asks it for a fresh token each time', async () => {
    const load = vi.fn(async () => {});
    const execute = vi.fn(async () => 'verified');
    const check = scriptCheck(PROVIDER.VITE_CAPTCHA_SCRIPT_BY, 'site-key', load, () => ({
      ready: (cb) => cb(),
      execute,
    }));
    check.prepare();
    expect(await check.token()).toBe('verified');
    expect(await check.token()).toBe('verified');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('https://captcha.example/api.js');
    expect(execute).toHaveBeenCalledTimes(2);
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
  });

  it('fails with a HumanCheckError (and retries the load later) when the script does not load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const check = scriptCheck('https://captcha.example/api.js', 'k', load, () => ({
      ready: (cb) => cb(),
      execute: async () => 'ok',
    }));
    await expect(check.token()).rejects.toBeInstanceOf(HumanCheckError);
    expect(await check.token()).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('a provider that never answers', () => {
    afterEach(() => vi.useRealTimers());
    it('gives up after the timeout', async () => {
      vi.useFakeTimers();
      const check = scriptCheck(
        'https://captcha.example/api.js',
        'k',
        async () => {},
        () => ({ ready: () => {}, execute: async () => 'never' }),
        1000,
      );
      const token = check.token();
      const failed = expect(token).rejects.toBeInstanceOf(HumanCheckError);
      await vi.advanceTimersByTimeAsync(1000);
      await failed;
    });
  });
});
