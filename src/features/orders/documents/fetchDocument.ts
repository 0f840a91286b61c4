// A document fetched with the download token and handed over as a file (useDocuments.ts): saved, or shown
// in the print tab at a blob: address. A profile without a token means the action silently does nothing
// (spec §6); a token the platform no longer takes (a password reset rotates it) is asked for once afresh.
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { safeHref } from '../../../lib/safeUrl.ts';
import { showToast } from '../../../lib/toast.ts';
import { profileQuery } from '../../../shared/profile/queries.ts';
import { canOpenDocument } from '../rules/status.ts';
import type { DocumentRequest } from './useDocuments.ts';

const NO_ANSWER = msg`The document could not be downloaded. Check the connection and try again.`;

/** The documents being fetched, by file name: a second tap meanwhile fetches nothing more. */
const inFlight = new Set<string>();

const tokenOf = async (queryClient: QueryClient, fresh: boolean): Promise<string | null> => {
  const kept = fresh ? undefined : queryClient.getQueryData(profileQuery().queryKey);
  const profile = kept ?? (await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 }));
  return canOpenDocument(profile.downloadToken) ? profile.downloadToken : null;
};

/** The platform's own words for a refusal (`errors[0]` or `message`), as text; null when it gave none. */
const refusalText = async (res: Response): Promise<string | null> => {
  const body: unknown = await res.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return null;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  const first = Array.isArray(errors) ? errors[0] : undefined;
  return typeof first === 'string' ? first : typeof message === 'string' ? message : null;
};

const fetchFile = (url: string): Promise<Response> =>
  // Not kept by the browser's cache, and no referrer or cookie goes with it.
  fetch(url, { cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer' });

/** Fetches `doc` and saves it, or shows it in `tab` (a print); says why when it cannot. */
export const takeDocument = async (
  queryClient: QueryClient,
  doc: DocumentRequest,
  tab: Window | null,
): Promise<void> => {
  if (inFlight.has(doc.name)) {
    tab?.close();
    return;
  }
  inFlight.add(doc.name);
  try {
    let res: Response | null = null;
    for (const fresh of [false, true]) {
      const token = await tokenOf(queryClient, fresh);
      const url = token === null ? undefined : safeHref(doc.url(token));
      if (!url) {
        tab?.close();
        return;
      }
      res = await fetchFile(url);
      if (res.status !== 401) break;
    }
    if (!res?.ok) {
      tab?.close();
      showToast((res && (await refusalText(res))) ?? i18n._(NO_ANSWER), 'error');
      return;
    }
    const file = await res.blob();
    if (!tab) {
      downloadFile(doc.name, file);
      return;
    }
    const address = URL.createObjectURL(file);
    tab.location.href = address;
    // The tab has loaded it well before then; the address means nothing once the page is gone anyway.
    setTimeout(() => URL.revokeObjectURL(address), 60_000);
  } catch {
    tab?.close();
    showToast(i18n._(NO_ANSWER), 'error');
  } finally {
    inFlight.delete(doc.name);
  }
};
