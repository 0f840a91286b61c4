// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Router } from './router.ts';

describe('Router', () => {
  const router = new Router<string>()
    .get('/api/v3/users/me/orders/:id', 'order')
    .get('/api/v3/users/me/orders/item/:id', 'item')
    .delete('/api/v3/users/me/orders/:id/:a/:b', 'return-ticket')
    .post('/api/v3/auth', 'auth');

  it('matches literal paths and extracts decoded params', () => {
    expect(router.match('POST', '/api/v3/auth')).toEqual({ kind: 'found', handler: 'auth', params: {} });
    expect(router.match('GET', '/api/v3/users/me/orders/1001')).toEqual({
      kind: 'found',
      handler: 'order',
      params: { id: '1001' },
    });
    expect(router.match('DELETE', '/api/v3/users/me/orders/1001/a%20b/7')).toMatchObject({
      params: { id: '1001', a: 'a b', b: '7' },
    });
  });

  it('prefers a literal segment over a parameter, whatever the registration order', () => {
    expect(router.match('GET', '/api/v3/users/me/orders/item/5')).toMatchObject({
      handler: 'item',
      params: { id: '5' },
    });
  });

  it('answers HEAD with the GET route and reports other methods', () => {
    expect(router.match('HEAD', '/api/v3/users/me/orders/1')).toMatchObject({
      kind: 'found',
      handler: 'order',
    });
    expect(router.match('PUT', '/api/v3/auth')).toEqual({ kind: 'wrong-method', allow: ['POST'] });
  });

  it('does not match other lengths, empty or badly encoded params', () => {
    expect(router.match('GET', '/api/v3/users/me/orders')).toEqual({ kind: 'none' });
    expect(router.match('GET', '/api/v3/users/me/orders/1/2')).toEqual({ kind: 'none' });
    expect(router.match('GET', '/api/v3/users/me/orders/%E0%A4%A')).toEqual({ kind: 'none' });
  });
});
