// A whole answer's query (the profile, the layout, the cabinet page, the client cards): the kept answer's
// declaration (keptWhole.ts: key, address, schema) with the query that shows it. Each is made beside its
// query (a feature's or src/shared's queries.ts); src/app/keptQueries.ts lists them for the kept set
// (app/keptSet.ts), and lib knows no feature.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import { type Fresh, readWholeAs, wholeQueryFn } from './readThrough.ts';

/** An answer fetched this recently by a screen is not asked for again by the sync. */
export const JUST_FETCHED_MS = 10_000;

/** Whether an answer that came at `at` was fetched by this page load (started at `loadStart`) just now. */
export const justFetched = (at: number, now: number, loadStart: number): boolean =>
  at >= loadStart && now - at < JUST_FETCHED_MS;

/** An answer kept whole on the device under `key`, read back through `schema`. */
export type WholeAnswer<T = unknown, S extends string = string> = {
  key: S;
  schema: v.GenericSchema<unknown, T>;
};

/** A kept answer and its query function, which reads through the device (readThrough.ts). */
export const wholeAnswer = <T, S extends string>({ key, schema }: WholeAnswer<T, S>) => ({
  key,
  schema,
  queryFn: (fetch: (signal?: AbortSignal) => Promise<Fresh<T>>) => wholeQueryFn(key, schema, fetch),
});

export type WholeQuery = WholeAnswer & {
  /** Puts the kept copy (as old as it is) into the query cache before the first render. */
  seed: (qc: QueryClient) => Promise<void>;
  /**
   * Asks the network again; the query function keeps the answer on the device. Never rejects. With
   * `reuse` (the start's first sync only) an answer a screen of this page load fetched moments ago is
   * taken as it is.
   */
  refresh: (qc: QueryClient, reuse: boolean) => Promise<void>;
  /** Whether a screen of this page load fetched it moments ago (the start's sync need not ask again). */
  justFetched: (qc: QueryClient) => boolean;
  /** Shows an answer the sync brought (lib/offline/syncCore.ts) in the query. */
  show: (qc: QueryClient, data: unknown) => void;
};

const noop = () => undefined;

/** The whole answer `kept`, shown by `query`. */
export const wholeQuery = <T, K extends QueryKey, S extends string>(
  { key, schema }: WholeAnswer<T, S>,
  query: () => FetchQueryOptions<T, Error, T, K>,
  { seed = true }: { seed?: boolean } = {},
): WholeQuery & { key: S } => {
  const fetchedNow = (qc: QueryClient): boolean =>
    justFetched(qc.getQueryState(query().queryKey)?.dataUpdatedAt ?? 0, Date.now(), performance.timeOrigin);
  return {
    key,
    schema,
    seed: async (qc) => {
      if (!seed) return;
      const row = await readWholeAs(key, schema);
      const { queryKey } = query();
      if (row && qc.getQueryData(queryKey) === undefined) {
        qc.setQueryData<T>(queryKey, row.data, { updatedAt: row.savedAt });
      }
    },
    // Asks the network unless a screen of this page load fetched it moments ago (a first visit's header,
    // side menu and footer just did): the query function keeps every answer it fetches on the device, so
    // that one is kept already, and asking again only costs the phone a request and its validation.
    // A copy seeded from the device, or restored by the persister, is always asked again, and
    // so is everything on a later sync (a reconnect's: the server may have changed while offline).
    refresh: (qc, reuse) => {
      if (reuse && fetchedNow(qc)) return Promise.resolve();
      return qc.fetchQuery({ ...query(), staleTime: 0 }).then(noop, noop);
    },
    justFetched: (qc) => fetchedNow(qc),
    // The sync validated the answer with this answer's schema (app/keptSet.ts).
    show: (qc, data) => {
      qc.setQueryData<T>(query().queryKey, data as T);
    },
  };
};
