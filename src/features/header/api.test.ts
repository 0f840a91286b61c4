import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchServices, SERVICES_URL, ServicesUnavailable } from './api.ts';

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchServices', () => {
  it('reads the test variant off https, without credentials, and validates it', async () => {
    const spy = answer({
      services: [{ key: 'a', enable: 1, href: 'https://a.example', label: { ru: 'А' } }],
    });
    const list = await fetchServices();
    expect(SERVICES_URL).toBe('/storage/services.test.json');
    expect(spy).toHaveBeenCalledWith(SERVICES_URL, expect.objectContaining({ credentials: 'omit' }));
    expect(list).toEqual({
      services: [{ key: 'a', enable: true, href: 'https://a.example', label: { ru: 'А' } }],
      links: [],
    });
  });

  it.each([
    ['a server error', () => answer({}, 500)],
    ['a malformed list', () => answer({ services: [{ key: 1 }] })],
    ['no network', () => vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('turns %s into ServicesUnavailable (hidden menu, no toast)', async (_, arrange) => {
    arrange();
    await expect(fetchServices()).rejects.toBeInstanceOf(ServicesUnavailable);
  });
});
