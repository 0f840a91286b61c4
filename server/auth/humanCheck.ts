// The server's check of the sign-in's human-verification token (`formToken`, spec §7), done the way the
// real providers (reCAPTCHA, hCaptcha, Turnstile) have it done: the token, the secret key and the client's
// address are posted to the provider's verify URL, which answers `{ success, action?, score?,
// "error-codes"? }`. Settings, per brand or for every brand at once:
//   CAPTCHA_VERIFY_URL[_<BRAND>]  the provider's verify URL (https; http only on a loopback host: tests)
//   CAPTCHA_SECRET[_<BRAND>]      its secret key (never logged, never answered)
// Without them the local stand-in: any non-empty token passes (npm start, the tests). Given for some
// brands only, or in part, they stop the start.
import { isIP } from 'node:net';
import * as v from 'valibot';
import { BRANDS, type BrandId } from '../../src/kernel/brand/brands.ts';
import type { Logger } from '../log.ts';

type Env = Record<string, string | undefined>;

type HumanCheckVerdict = 'passed' | 'refused' | 'unavailable';
export type HumanCheckVerifier = (
  brand: BrandId,
  token: string,
  client: string,
  log: Logger,
) => Promise<HumanCheckVerdict>;

type Provider = { url: string; secret: string };

/** How long the provider may take to answer before the sign-in is told to try again. */
const VERIFY_TIMEOUT_MS = 5000;
/** reCAPTCHA v3's recommended threshold; providers without a score send none. */
const MIN_SCORE = 0.5;
/** The action the sign-in asks its token for (src/features/auth/humanCheck.ts). */
const ACTION = 'login';

const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/;

const VerifyAnswer = v.object({
  success: v.boolean(),
  action: v.optional(v.string()),
  score: v.optional(v.number()),
  'error-codes': v.optional(v.array(v.string()), []),
});

/** The local stand-in: any non-empty token (the sign-in sends `local-pass`). */
const standIn: HumanCheckVerifier = async (_brand, token) => (token.length > 0 ? 'passed' : 'refused');

const verifyAt =
  (providers: Record<BrandId, Provider>, fetchFn: typeof fetch): HumanCheckVerifier =>
  async (brand, token, client, log) => {
    const { url, secret } = providers[brand];
    const form = new URLSearchParams({ secret, response: token });
    // The platform's client key is the address itself for IPv4, an IPv6 /64 otherwise (auth/limits.ts).
    if (isIP(client)) form.set('remoteip', client);
    let answer: v.InferOutput<typeof VerifyAnswer>;
    try {
      const res = await fetchFn(url, {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      answer = v.parse(VerifyAnswer, await res.json());
    } catch (error) {
      log.warn(`human check: no answer from the provider's verify URL (${(error as Error).name})`);
      return 'unavailable';
    }
    if (!answer.success) {
      const codes = answer['error-codes'];
      // A wrong or missing secret is the operator's to fix, not the customer's.
      if (codes.some((code) => /secret|sitekey|invalid-keys/.test(code))) {
        log.error(`human check: the provider refused the server's settings (${codes.join(', ')})`);
        return 'unavailable';
      }
      return 'refused';
    }
    if (answer.action !== undefined && answer.action !== ACTION) return 'refused';
    if (answer.score !== undefined && answer.score < MIN_SCORE) return 'refused';
    return 'passed';
  };

export type HumanCheckSetup = {
  verify: HumanCheckVerifier;
  /** For the start-up message. */
  summary: string;
};

export const HUMAN_CHECK_STAND_IN: HumanCheckSetup = {
  verify: standIn,
  summary: 'the local stand-in (any token passes; CAPTCHA_VERIFY_URL and CAPTCHA_SECRET for a real provider)',
};

const setting = (env: Env, name: string, id: BrandId): string =>
  (env[`${name}_${id.toUpperCase()}`] || env[name] || '').trim();

const isVerifyUrl = (value: string): boolean => {
  const url = URL.parse(value);
  return !!url && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname)));
};

/** "X is missing" for every brand at once, or "X_GE (or X) missing" for the brands without one. */
const missing = (name: string, brands: BrandId[], all: number): string | null => {
  if (brands.length === 0) return null;
  if (brands.length === all) return `${name} is missing`;
  return `${brands.map((id) => `${name}_${id.toUpperCase()}`).join(', ')} (or ${name}) missing`;
};

const notHttps = (brands: BrandId[]): string | null =>
  brands.length === 0
    ? null
    : `CAPTCHA_VERIFY_URL is not an https URL for ${brands.map((id) => id.toUpperCase()).join(', ')}`;

/** The settings of the environment; throws one line naming what is missing or wrong. */
export const readHumanCheck = (env: Env, fetchFn: typeof fetch = fetch): HumanCheckSetup => {
  const ids = Object.keys(BRANDS) as BrandId[];
  const given = Object.keys(env).some((name) => /^CAPTCHA_(VERIFY_URL|SECRET)(_|$)/.test(name) && env[name]);
  if (!given) return HUMAN_CHECK_STAND_IN;
  const providers = Object.fromEntries(
    ids.map((id) => [
      id,
      { url: setting(env, 'CAPTCHA_VERIFY_URL', id), secret: setting(env, 'CAPTCHA_SECRET', id) },
    ]),
  ) as Record<BrandId, Provider>;
  const problems = [
    missing(
      'CAPTCHA_VERIFY_URL',
      ids.filter((id) => !providers[id].url),
      ids.length,
    ),
    notHttps(ids.filter((id) => providers[id].url && !isVerifyUrl(providers[id].url))),
    missing(
      'CAPTCHA_SECRET',
      ids.filter((id) => !providers[id].secret),
      ids.length,
    ),
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`human check: ${problems.join('; ')}`);
  const hosts = [...new Set(ids.map((id) => URL.parse(providers[id].url)?.host))].join(', ');
  return { verify: verifyAt(providers, fetchFn), summary: `verified by ${hosts}` };
};
