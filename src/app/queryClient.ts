import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { BAD_ANSWER, SERVER_ERROR } from '../lib/http/describe.ts';
import { HttpError, InvalidResponseError, NetworkError, TimeoutError } from '../lib/http/errors.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { showToast } from '../lib/toast.ts';

// Failures every screen treats alike are reported once, here (spec §8: one "server error, try later"
// message for a network failure). A 401 is handled by the transport (sign-out), so it is not repeated.
const reportGlobally = (error: unknown) => {
  // Offline, a read with nothing on the device fails by design and the screen says it is offline; a
  // "server error" toast would be wrong.
  if (error instanceof NetworkError) {
    if (onlineManager.isOnline()) showToast(i18n._(SERVER_ERROR), 'error');
  } else if (error instanceof InvalidResponseError) showToast(i18n._(BAD_ANSWER), 'error');
};

/**
 * A read is tried again twice after a dropped connection or a server error, never after a 4xx, and not
 * after a timeout: a server that gave no answer in the client's time limit is unlikely to give one a
 * second later, and each try would hold the screen's placeholder for the whole limit again.
 */
export const shouldRetry = (count: number, error: unknown): boolean =>
  !(error instanceof HttpError && error.status < 500) && !(error instanceof TimeoutError) && count < 2;

export const createQueryClient = () =>
  new QueryClient({
    // A read marked `meta.reportsOwnErrors` (a list that says why it could not load) explains a failure
    // with nothing to show on its own screen: a toast on top said it twice. A refresh or a next page that
    // failed behind what is shown has no other word, and keeps the toast.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.reportsOwnErrors !== true || query.state.data !== undefined) reportGlobally(error);
      },
    }),
    // A mutation marked `meta.reportsOwnErrors` (paying) explains its failures on its own screen.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.reportsOwnErrors !== true) reportGlobally(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        gcTime: 24 * 60 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
