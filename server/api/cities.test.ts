// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../test-support.ts';

type Cities = { data: { id: number; name: string; slug: string; country: string }[] };

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

describe('GET /api/v2/cities', () => {
  it('lists the Belarusian cities on the Belarusian and arena hosts', async () => {
    for (const host of ['localhost', '127.0.0.1:8080', 'arena.localhost']) {
      const res = await app.get('/api/v2/cities?lang=ru', { host });
      expect(res.status).toBe(200);
      const { data } = res.json<Cities>();
      expect(data.map((c) => c.name)).toEqual(['Минск', 'Брест', 'Гродно', 'Гомель', 'Витебск', 'Могилёв']);
      expect(data[0]).toEqual({ id: 1, name: 'Минск', slug: 'minsk', country: 'BY' });
    }
  });

  it('lists the Georgian cities on the Georgian host, in the asked language', async () => {
    const ge = (await app.get('/api/v2/cities?lang=ge', { host: 'ge.localhost' })).json<Cities>();
    expect(ge.data.map((c) => c.name)).toEqual(['თბილისი', 'ბათუმი', 'ქუთაისი']);
    expect(ge.data.every((c) => c.country === 'GE')).toBe(true);
    const en = (await app.get('/api/v2/cities?lang=en', { host: 'ge.localhost' })).json<Cities>();
    expect(en.data.map((c) => c.slug)).toEqual(['tbilisi', 'batumi', 'kutaisi']);
    expect(en.data[0]?.name).toBe('Tbilisi');
  });

  it('names cities in Belarusian and Azerbaijani too', async () => {
    const be = (await app.get('/api/v2/cities?lang=be')).json<Cities>();
    expect(be.data[0]?.name).toBe('Мінск');
    const az = (await app.get('/api/v2/cities?lang=az', { host: 'ge.localhost' })).json<Cities>();
    expect(az.data[0]?.name).toBe('Tbilisi');
  });

  it('refuses a missing or unknown language with 400', async () => {
    for (const path of [
      '/api/v2/cities',
      '/api/v2/cities?lang=',
      '/api/v2/cities?lang=ka',
      '/api/v2/cities?lang=RU',
    ]) {
      const res = await app.get(path);
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        errors: { lang: [expect.any(String)] },
      });
    }
  });
});
