// The page's side of the sync core (syncCore.ts): the app's HTTP client asks (the token, the language,
// a 401 signs out, the server's clock), each request in a task of its own (sending one costs a slow phone
// ~1–3 ms: a dozen together were one long task), and the store is read raw and written after the first
// screen (store.ts). The service worker has its own (sw/backgroundRefresh.ts).
import * as v from 'valibot';
import { http } from '../http/api.ts';
import { nextTask } from '../nextPaint.ts';
import { withStore } from './rawRead.ts';
import { writeKept } from './store.ts';
import { type Ask, type SyncOutcome, type SyncPlan, syncKept } from './syncCore.ts';

const ANY = v.unknown();

const ask: Ask = async (path, validator) => {
  await nextTask();
  const answer = await http.requestKept(ANY, path, { validator });
  return answer && { json: answer.data, validator: answer.validator };
};

/** One sync of `plan` for `owner` from the page. */
export const syncOnPage = (plan: SyncPlan, owner: number): Promise<SyncOutcome> =>
  syncKept(plan, owner, ask, { read: withStore, write: (write) => writeKept(owner, write) });
