// The page's sync of the kept set (syncCore.ts). Where a service worker controls the page, the page
// hands the sync to it (sw/pageSync.ts): the same core runs there, and its requests and writes cost the
// page's main thread nothing; each request made by the page costs a slow phone ~40 ms of main-thread work
// whatever its answer, so a sync with nothing changed cost the page as much as the answers' bodies did
// (docs/decisions-offline.md, "Sync with validators"). The page then only shows what changed. Without a
// worker (a first visit, a browser without one) or one that does not answer (an older version), the page
// runs the core itself: the app's HTTP client asks (the token, the language, a 401 signs out, the
// server's clock), each request in a task of its own, and the store is written after the first screen.
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { intlLocale, isLang } from '../../kernel/langs.ts';
import { brand } from '../brand/current.ts';
import { http } from '../http/api.ts';
import { nextTask } from '../nextPaint.ts';
import { getToken, signOut } from '../session/session.ts';
import { withStore } from './rawRead.ts';
import { writeKept } from './store.ts';
import { type Ask, type SyncOutcome, type SyncPlan, syncKept } from './syncCore.ts';
import { SYNC_ACK, type SyncReply, type SyncRequest } from './syncMessages.ts';

const ANY = v.unknown();

const ask: Ask = async (path, validator) => {
  await nextTask();
  const answer = await http.requestKept(ANY, path, { validator });
  return answer && { json: answer.data, validator: answer.validator };
};

const onPage = (plan: SyncPlan, owner: number, whole: boolean): Promise<SyncOutcome> =>
  syncKept(plan, owner, ask, { read: withStore, write: (write) => writeKept(owner, write) }, { whole });

/** A worker that has not acknowledged the request this soon is taken for one without the handler. */
const ACK_MS = 3000;

/** The worker's reply, or null when there is no worker to ask or it did not take the request. */
const viaWorker = (request: SyncRequest): Promise<SyncReply | null> => {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, ACK_MS);
    channel.port1.onmessage = ({ data }: MessageEvent<unknown>) => {
      clearTimeout(timer);
      if (data === SYNC_ACK) return;
      channel.port1.close();
      resolve(data as SyncReply);
    };
    worker.postMessage(request, [channel.port2]);
  });
};

class SyncFailed extends Error {}

/**
 * One sync of `plan` for `owner`: by the service worker when one controls the page, else here. `whole`:
 * every answer asked for whole (syncCore.ts).
 */
export const syncOnPage = async (plan: SyncPlan, owner: number, whole = false): Promise<SyncOutcome> => {
  const token = getToken();
  if (!token) throw new SyncFailed('signed out');
  const reply = await viaWorker({
    kind: 'cabinet-sync',
    token,
    owner,
    language: intlLocale(isLang(i18n.locale) ? i18n.locale : brand.defaultLang),
    lists: plan.lists.map(({ tab, lang }) => ({ tab, lang })),
    wholes: plan.wholes.map(({ key }) => key),
    whole,
  });
  // No worker to take it, no store for it to open yet, or the device's owner row not written yet.
  if (reply === null || (!reply.ok && (reply.reason === 'no-store' || reply.reason === 'not-owner')))
    return onPage(plan, owner, whole);
  if (reply.ok) return reply.outcome;
  // The session ended on the server: as a 401 to any of the app's requests.
  if (reply.reason === 'unauthorized') void signOut();
  throw new SyncFailed(reply.reason);
};
