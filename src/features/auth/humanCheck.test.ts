import { describe, expect, it, vi } from 'vitest';
import { humanCheckFor, LOCAL_TOKEN, scriptCheck } from './humanCheck.ts';

describe('humanCheckFor', () => {
  it.each([
    [{}],
    [{ VITE_CAPTCHA_SCRIPT_BY: 'https://captcha.example/api.js' }],
    [{ VITE_CAPTCHA_SITEKEY_BY: 'key' }],
    // Another brand's configuration does not apply; a non-https script is refused.
    [{ VITE_CAPTCHA_SCRIPT_GE: 'https://captcha.example/api.js', VITE_CAPTCHA_SITEKEY_GE: 'key' }],
    [{ VITE_CAPTCHA_SCRIPT_BY: 'http://captcha.example/api.js', VITE_CAPTCHA_SITEKEY_BY: 'key' }],
  ])('uses the local provider, which loads nothing and passes, for %j', async (env) => {
    const load = vi.fn(async () => {});
    const check = humanCheckFor('by', env, load);
    check.prepare();
    expect(check.name).toBe('local');
    expect(await check.token()).toBe(LOCAL_TOKEN);
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the configured script once and asks it for a token', async () => {
    const load = vi.fn(async () => {});
    const env = {
      VITE_CAPTCHA_SCRIPT_BY: 'https://captcha.example/api.js',
      VITE_CAPTCHA_SITEKEY_BY: 'site-key',
    };
    expect(humanCheckFor('by', env, load).name).toBe('script');
    const execute = vi.fn(async () => 'verified');
    const check = scriptCheck(env.VITE_CAPTCHA_SCRIPT_BY, 'site-key', load, () => ({
      ready: (cb) => cb(),
      execute,
    }));
    check.prepare();
    expect(await check.token()).toBe('verified');
    expect(await check.token()).toBe('verified');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('https://captcha.example/api.js');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
  });

  it('fails (and retries the load later) when the script does not load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const check = scriptCheck('https://captcha.example/api.js', 'k', load, () => ({
      ready: (cb) => cb(),
      execute: async () => 'ok',
    }));
    await expect(check.token()).rejects.toThrow();
    expect(await check.token()).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
