// The one read path for data the device keeps: the same query function serves online and offline.
import { onlineManager } from '@tanstack/react-query';
import * as v from 'valibot';
import { NetworkError } from '../http/errors.ts';
import { keepWhole, readWhole } from './store.ts';

/** An answer from the network, validated, with its validator (the device keeps both: syncCore.ts). */
export type Fresh<T> = { data: T; validator: string | null };

type Source<T> = {
  /** The network answer, validated. */
  fetch: () => Promise<Fresh<T>>;
  /** The copy on the device, or undefined. */
  read: () => Promise<T | undefined>;
  /** Keeps a fresh answer on the device (fire and forget: a failed write never fails the query). */
  keep: (fresh: Fresh<T>) => void;
};

/**
 * Online: fetch, keep, return. Offline: the kept copy at once. Online but the network fails: the kept
 * copy when there is one. Nothing kept: the NetworkError, so the screen says why.
 */
export const readThrough = async <T>({ fetch, read, keep }: Source<T>): Promise<T> => {
  if (!onlineManager.isOnline()) {
    const stored = await read();
    if (stored !== undefined) return stored;
    throw new NetworkError('offline and not stored on this device');
  }
  try {
    const fresh = await fetch();
    keep(fresh);
    return fresh.data;
  } catch (e) {
    if (e instanceof NetworkError) {
      const stored = await read();
      if (stored !== undefined) return stored;
    }
    throw e;
  }
};

/** Reads a whole answer back through the schema its answer passed, so a row of another shape is ignored. */
export const readWholeAs = async <S extends v.GenericSchema>(
  key: string,
  schema: S,
): Promise<{ data: v.InferOutput<S>; savedAt: number } | undefined> => {
  const row = await readWhole(key);
  if (!row) return undefined;
  const parsed = v.safeParse(schema, row.data);
  return parsed.success ? { data: parsed.output, savedAt: row.savedAt } : undefined;
};

/**
 * A query function whose whole answer is kept on the device under `key` (profile, layout, client
 * cards). `schema` is the answer's response schema; its output must parse again to itself.
 */
export const wholeQueryFn =
  <S extends v.GenericSchema>(
    key: string,
    schema: S,
    fetch: (signal?: AbortSignal) => Promise<Fresh<v.InferOutput<S>>>,
  ) =>
  ({ signal }: { signal?: AbortSignal }): Promise<v.InferOutput<S>> =>
    readThrough({
      fetch: () => fetch(signal),
      read: async () => (await readWholeAs(key, schema))?.data,
      keep: ({ data, validator }) => void keepWhole(key, data, validator),
    });
