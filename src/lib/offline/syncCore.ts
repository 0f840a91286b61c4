// The one sync of the kept set: the page's (app/keptSync.ts) and the service worker's background
// refresh (sw/backgroundRefresh.ts) both run it, each with its own way to ask the network. Given what the
// device keeps (a plan: the order lists and the whole answers, app/keptSet.ts), it asks for each answer
// with the validator of the copy the device holds (If-None-Match, read from the store's validator index,
// tables.ts). An answer that has not changed (304) is left as it is: not validated, not written, not
// shown again. What changed is validated, written in one transaction with its validator, and returned, so
// the page shows it. A server that sends no validators gets every answer asked for whole, as before.
import {
  type KeptAnswer,
  keptId,
  readListRows,
  readPageRow,
  readValidators,
  type StoreWrite,
} from './tables.ts';

/** One kept order list: its pages from 1 to `keptPages` at most (Infinity: all). */
export type ListPlan = {
  tab: string;
  lang: string;
  keptPages: number;
  path: (page: number) => string;
  /** Validates one page (throws when it is not one); its output is what is kept. */
  parse: (json: unknown) => { last_page: number };
};

/** One whole kept answer (the profile, the layout, the client cards…). */
export type WholePlan = {
  key: string;
  path: string;
  /** Validates the answer (throws when it is not one); its output is what is kept. */
  parse: (json: unknown) => unknown;
};

export type SyncPlan = {
  lists: readonly ListPlan[];
  wholes: readonly WholePlan[];
  /** The customer an answer names (the profile's id), when it names one. */
  ownerOf: (key: string, data: unknown) => number | undefined;
};

/**
 * Asks the network for `path` (with If-None-Match when `validator` is given): the JSON and its validator,
 * or null when the server says the kept copy is current (304). Throws for any failure.
 */
export type Ask = (
  path: string,
  validator: string | undefined,
) => Promise<{ json: unknown; validator: string | null } | null>;

/** How the core reaches the store: reads on an open database (null: no store), and one write. */
export type SyncStore = {
  read: <T>(work: (db: IDBDatabase) => Promise<T>, empty: T) => Promise<T>;
  write: (write: StoreWrite) => Promise<unknown>;
};

/** An answer named another customer than the one whose data this is: nothing is kept. */
export class NotTheOwner extends Error {}

/** A list after the sync: `pages` (every kept page) only when something in it changed. */
type ListOutcome = { tab: string; lang: string; changed: boolean; pages: unknown[] | null };
type WholeOutcome = { key: string; changed: boolean; data: unknown };
export type SyncOutcome = { lists: ListOutcome[]; wholes: WholeOutcome[]; wrote: boolean };

type Page = KeptAnswer & { page: number };

/** The kept copy's last page count, read from its first page, or null when it cannot be read. */
const keptLast = (row: { data?: unknown } | undefined): number | null => {
  const last = (row?.data as { last_page?: unknown } | undefined)?.last_page;
  return typeof last === 'number' && Number.isInteger(last) && last >= 0 ? last : null;
};

const syncList = async (
  list: ListPlan,
  owner: number,
  ask: Ask,
  store: SyncStore,
  validators: Map<string, string>,
) => {
  const validatorOf = (page: number) => validators.get(keptId.page(list.tab, list.lang, page));
  const fetchPage = async (page: number, validator = validatorOf(page)): Promise<Page | null> => {
    const answer = await ask(list.path(page), validator);
    if (answer === null) return null;
    return { page, data: list.parse(answer.json), validator: answer.validator };
  };
  let first = await fetchPage(1);
  let count: number | null = null;
  if (first === null) {
    count = keptLast(await store.read((db) => readPageRow(db, owner, list.tab, list.lang, 1), undefined));
    // The kept first page cannot tell how many pages there are (it is gone, or of another shape): asked whole.
    if (count === null) first = await fetchPage(1, undefined);
  }
  if (first) count = (first.data as { last_page: number }).last_page;
  const last = Math.min(count ?? 0, list.keptPages);
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, i) => fetchPage(i + 2)));
  const fresh = [first, ...rest].filter((p): p is Page => p !== null);
  return { list, last, fresh };
};

/**
 * One sync of `plan` for `owner`. Rejects when an answer fails (the network, the server, a 401, a wrong
 * shape) or names another customer (NotTheOwner); then nothing is written. `whole`: every answer asked
 * for whole (no validator sent), for a page whose screen may be older than the store (another tab, or the
 * worker, has kept newer answers meanwhile: a 304 would leave the screen as it is).
 */
export const syncKept = async (
  plan: SyncPlan,
  owner: number,
  ask: Ask,
  store: SyncStore,
  { whole = false }: { whole?: boolean } = {},
): Promise<SyncOutcome> => {
  const validators = whole
    ? new Map<string, string>()
    : await store.read((db) => readValidators(db, owner), new Map<string, string>());
  const [lists, wholes] = await Promise.all([
    Promise.all(plan.lists.map((list) => syncList(list, owner, ask, store, validators))),
    Promise.all(
      plan.wholes.map(async ({ key, path, parse }) => {
        const answer = await ask(path, validators.get(keptId.whole(key)));
        return answer === null
          ? { key, changed: false, data: undefined, validator: null }
          : { key, changed: true, data: parse(answer.json), validator: answer.validator };
      }),
    ),
  ]);
  for (const whole of wholes) {
    const named = whole.changed ? plan.ownerOf(whole.key, whole.data) : undefined;
    if (named !== undefined && named !== owner) throw new NotTheOwner();
  }
  const changedLists = lists.filter((l) => l.fresh.length > 0);
  const changedWholes = wholes.filter((w) => w.changed);
  const write: StoreWrite = {
    lists: changedLists.map(({ list, last, fresh }) => ({
      tab: list.tab,
      lang: list.lang,
      pages: fresh,
      last,
    })),
    wholes: changedWholes.map(({ key, data, validator }) => ({ key, data, validator })),
    synced: true,
  };
  const wrote = changedLists.length > 0 || changedWholes.length > 0;
  // The whole of each changed list, its unchanged pages as kept (read before the write replaces any).
  const full = await Promise.all(
    lists.map(async ({ list, last, fresh }) => {
      if (fresh.length === 0) return null;
      const kept =
        fresh.length < last ? await store.read((db) => readListRows(db, owner, list.tab, list.lang), []) : [];
      const byPage = new Map<number, unknown>(kept.map((row) => [row.page, row.data]));
      for (const page of fresh) byPage.set(page.page, page.data);
      return Array.from({ length: last }, (_, i) => byPage.get(i + 1)).filter((p) => p !== undefined);
    }),
  );
  if (wrote) await store.write(write);
  return {
    lists: lists.map(({ list }, i) => ({
      tab: list.tab,
      lang: list.lang,
      changed: full[i] !== null,
      pages: full[i] ?? null,
    })),
    wholes: wholes.map(({ key, changed, data }) => ({ key, changed, data })),
    wrote,
  };
};
