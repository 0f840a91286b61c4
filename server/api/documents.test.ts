// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
let t: string;
beforeAll(async () => {
  app = await startApp();
  t = String(rowsOf(app.db).one('SELECT download_token FROM users WHERE id = 1').download_token);
});
afterAll(() => app.close());

const isPdf = (res: { status: number; headers: Record<string, unknown>; body: Buffer }) => {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.body.subarray(0, 7).toString('latin1')).toBe('%PDF-1.');
  expect(res.body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
};

describe('window opens answer a PDF checked against the downloadToken', () => {
  it.each([
    '/api/v2/users/me/orders/1001/download',
    '/api/v2/users/me/orders/1001/print',
    '/api/v2/users/me/orders/1001/receipt',
    '/api/v3/order/1001/receipt',
    '/api/v3/order/1007/trains/100701/pdf',
    '/api/v3/order/1007/trains/100701/receipt',
  ])('%s', async (path) => {
    isPdf(await app.get(`${path}?t=${t}&lang=ru`));
  });

  // What the PDFs say, and that a viewer reads them (text, QR, margins): server/orders/pdf.test.ts.

  it('401 without or with a wrong token, 404 for another customer’s order', async () => {
    expect((await app.get('/api/v2/users/me/orders/1001/download')).status).toBe(401);
    expect((await app.get('/api/v2/users/me/orders/1001/download?t=wrong')).status).toBe(401);
    expect((await app.get(`/api/v2/users/me/orders/2001/download?t=${t}`)).status).toBe(404);
  });

  it('refuses downloads the spec does not allow: unpaid, infokiosk, external; return receipt without a return', async () => {
    for (const path of [
      '/api/v2/users/me/orders/1005/download',
      '/api/v2/users/me/orders/1015/download',
      '/api/v2/users/me/orders/1010/download',
      '/api/v3/order/1001/receipt?returned=1&x=1',
    ]) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await app.get(`${path}${sep}t=${t}`);
      expect(res.status, path).toBe(409);
      expect(res.json<{ errors: string[] }>().errors.length).toBe(1);
    }
  });
});
