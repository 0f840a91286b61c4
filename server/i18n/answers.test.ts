// @vitest-environment node
// The answers a customer reads follow the request's language: `lang`, then Accept-Language, then the
// brand's default (Russian; Georgian on the Georgian host). (English terms and
// link-ticket errors once reached a Russian interface.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/kernel/langs.ts';
import { bearer, signIn, startApp, type TestApp } from '../test-support.ts';
import { textIn } from './messages.ts';

let app: TestApp;
let anna: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  anna = bearer(await signIn(app, '+375 29 111-11-11', 'demo-pass'));
});
afterAll(() => app.close());

const returnTerms = async (query: string, headers: Record<string, string> = {}) =>
  (await app.get(`/api/v3/users/me/orders/1001/return-info${query}`, { ...anna, ...headers })).json<{
    confirm: string;
  }>().confirm;

const linkError = async (headers: Record<string, string>) => {
  const res = await app.call('POST', '/api/v2/users/me/assign/ticket', {
    headers: { ...anna, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ code: 'NOPE-1' }),
  });
  expect(res.status).toBe(400);
  return res.json<{ errors: string[] }>().errors[0];
};

describe('texts in the request language', () => {
  it('the return terms: Russian by default, then Accept-Language, and lang above both', async () => {
    expect(await returnTerms('')).toBe(textIn('ru', 'orders.returnTerms'));
    expect(await returnTerms('')).toMatch(/^Я ознакомлен/);
    expect(await returnTerms('', { 'accept-language': 'en-GB,en;q=0.9' })).toBe(
      textIn('en', 'orders.returnTerms'),
    );
    expect(await returnTerms('?lang=az', { 'accept-language': 'en' })).toBe(
      textIn('az', 'orders.returnTerms'),
    );
  });

  it.each<[string, Lang]>([
    ['ru-RU', 'ru'],
    ['en', 'en'],
    ['be-BY', 'be'],
    ['ka-GE', 'ge'],
    ['az', 'az'],
  ])('the link-ticket error for Accept-Language %s', async (header, lang) => {
    expect(await linkError({ 'accept-language': header })).toBe(textIn(lang, 'orders.ticketNumberUnknown'));
  });

  it('the Georgian host defaults to Georgian', async () => {
    const res = await app.get('/api/v2/users/me/orders/1001/download', { host: 'ge.localhost' });
    expect(res.status).toBe(401);
    expect(res.json<{ errors: string[] }>().errors).toEqual([textIn('ge', 'documents.tokenRequired')]);
  });

  it('errors of the HTTP layer too (an unknown endpoint, a bad body)', async () => {
    const missing = await app.get('/api/v9/nothing', { 'accept-language': 'be' });
    expect(missing.json()).toMatchObject({ message: textIn('be', 'http.notFound') });
    const bad = await app.call('POST', '/api/v2/users/me/assign/ticket?lang=ge', {
      headers: { ...anna, 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.json()).toMatchObject({ message: textIn('ge', 'http.badJson') });
  });

  it('a refusal deep in the order rules (returning a returned ticket)', async () => {
    const res = await app.get('/api/v3/users/me/orders/1002/tickets/100201/return-info?lang=en', anna);
    const info = res.json<{ isReturnable: boolean; comment: string | null }>();
    expect(info.isReturnable).toBe(false);
    expect(info.comment).toBe(textIn('en', 'orders.alreadyReturned'));
  });
});
