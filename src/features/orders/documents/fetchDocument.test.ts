import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Profile, ProfileSchema } from '../../../shared/profile/schemas.ts';
import { testQueryClient } from '../../../test/render.tsx';

const downloadFile = vi.fn();
const showToast = vi.fn();
vi.mock('../../../lib/download.ts', () => ({ downloadFile }));
vi.mock('../../../lib/toast.ts', () => ({ showToast }));

const { takeDocument } = await import('./fetchDocument.ts');
const { profileQuery } = await import('../../../shared/profile/queries.ts');

const profile = (downloadToken: string | null): Profile =>
  v.parse(ProfileSchema, { id: 1, phone: '+375291111111', downloadToken });
const OLD = '0123456789abcdef0123456789abcdef';
const NEW = 'fedcba9876543210fedcba9876543210';
const doc = {
  url: (t: string) => `http://api.test/api/v2/users/me/orders/1014/download?t=${t}`,
  name: 'tickets-1014.pdf',
};
const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });

/** A print tab as window.open gives it: where it was sent, whether it was closed. */
const aTab = () => ({ location: { href: '' }, close: vi.fn() });

const setUp = (
  kept: Profile | undefined,
  fresh: () => Promise<Profile> = () => Promise.reject(new Error('no')),
) => {
  const qc = testQueryClient();
  if (kept) qc.setQueryData(profileQuery().queryKey, kept);
  const fetchQuery = vi.spyOn(qc, 'fetchQuery').mockImplementation((() => fresh()) as never);
  return { qc, fetchQuery };
};

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  downloadFile.mockReset();
  showToast.mockReset();
});

describe('takeDocument', () => {
  it('fetches the document with the kept token, uncached and without cookies, and saves it as a file', async () => {
    fetchMock.mockResolvedValue(pdf());
    const { qc } = setUp(profile(OLD));
    await takeDocument(qc, doc, null);
    expect(fetchMock).toHaveBeenCalledWith(doc.url(OLD), {
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(downloadFile).toHaveBeenCalledWith('tickets-1014.pdf', expect.any(Blob));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a print shows the file in its tab at a blob: address, never at the address with the token', async () => {
    fetchMock.mockResolvedValue(pdf());
    const { qc } = setUp(profile(OLD));
    const tab = aTab();
    await takeDocument(qc, doc, tab as unknown as Window);
    expect(tab.location.href).toBe('blob:http://localhost/1');
    expect(downloadFile).not.toHaveBeenCalled();
  });

  it('a profile without a token: nothing is fetched, the tab closes, nothing is said (spec §6)', async () => {
    const { qc } = setUp(profile(null));
    const tab = aTab();
    await takeDocument(qc, doc, tab as unknown as Window);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(tab.close).toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('not in memory yet: the profile is fetched first', async () => {
    fetchMock.mockResolvedValue(pdf());
    const { qc, fetchQuery } = setUp(undefined, () => Promise.resolve(profile(OLD)));
    await takeDocument(qc, doc, null);
    expect(fetchQuery).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(doc.url(OLD), expect.anything());
  });

  it('a token the platform no longer takes (401): the profile is asked afresh and the document once more', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 })).mockResolvedValueOnce(pdf());
    const { qc } = setUp(profile(OLD), () => Promise.resolve(profile(NEW)));
    await takeDocument(qc, doc, null);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([doc.url(OLD), doc.url(NEW)]);
    expect(downloadFile).toHaveBeenCalledTimes(1);
  });

  it('a refusal says the platform’s words; no answer says to check the connection; the tab closes', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'x', errors: ['The order must be paid'] }), { status: 409 }),
    );
    const { qc } = setUp(profile(OLD));
    const tab = aTab();
    await takeDocument(qc, doc, tab as unknown as Window);
    expect(showToast).toHaveBeenLastCalledWith('The order must be paid', 'error');
    expect(tab.close).toHaveBeenCalled();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await takeDocument(qc, doc, null);
    expect(showToast).toHaveBeenCalledTimes(2);
    expect(showToast.mock.calls[1]?.[1]).toBe('error');
    expect(downloadFile).not.toHaveBeenCalled();
  });

  it('a second tap while the first is on its way fetches nothing more', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (answer = r)));
    const { qc } = setUp(profile(OLD));
    const first = takeDocument(qc, doc, null);
    const tab = aTab();
    await takeDocument(qc, doc, tab as unknown as Window);
    expect(tab.close).toHaveBeenCalled();
    answer(pdf());
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(downloadFile).toHaveBeenCalledTimes(1);
  });
});
