import { type BrowserContext, expect, type Page } from '@playwright/test';

export type BrandHost = 'localhost' | 'ge.localhost' | 'arena.localhost';

export const port = Number(process.env.E2E_PORT ?? 8181);
export const origin = (host: BrandHost = 'localhost') => `http://${host}:${port}`;

export const ANNA = { phone: '+375291111111', password: 'demo-pass' } as const;
export const NINO = { phone: '+995555123456', password: 'demo-pass' } as const;

/** Signs in through the real auth endpoint and stores the session cookies the way the app does. */
export const signInByCookie = async (
  context: BrowserContext,
  account: { phone: string; password: string },
  host: BrandHost = 'localhost',
): Promise<string> => {
  const res = await context.request.post(`${origin(host)}/api/v3/auth`, {
    form: { phone: account.phone, password: account.password, country: 'BY', formToken: 'e2e' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token: string; user: { avatar?: string; username?: string } };
  const url = origin(host);
  const cookie = (name: string, value: string) => ({
    name,
    value,
    url,
    secure: true,
    sameSite: 'None' as const,
  });
  await context.addCookies([
    cookie('token', body.token),
    cookie('avatar', body.user.avatar ?? ''),
    cookie('username', encodeURIComponent(body.user.username ?? '')),
  ]);
  return body.token;
};

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Full-page screenshots land in test-results/screenshots (looked at by a person, not compared). */
export const snap = async (page: Page, name: string) => {
  await page.screenshot({
    path: `test-results/screenshots/${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
};
