// The page hands a sync to its service worker (pageSync.ts → sw/pageSync.ts): what it asks and what it
// gets back. Plain data only: the worker rebuilds the plan from the kept set's table (app/keptSet.ts).
import type { SyncOutcome } from './syncCore.ts';

export type SyncRequest = {
  kind: 'cabinet-sync';
  /** The session's token: the worker asks with it, and syncs only data kept under this session. */
  token: string;
  owner: number;
  /** The Accept-Language tag of the page's requests. */
  language: string;
  lists: Array<{ tab: string; lang: string }>;
  /** The whole answers' keys. */
  wholes: string[];
  /** Every answer asked for whole, without its validator (syncCore.ts `whole`). */
  whole: boolean;
};

export type SyncReply =
  | { ok: true; outcome: SyncOutcome }
  | { ok: false; reason: 'unauthorized' | 'not-owner' | 'no-store' | 'failed' };

/** Sent by the worker at once: it has the request (an older worker without the handler sends nothing). */
export const SYNC_ACK = 'cabinet-sync-ack';

const isList = (x: unknown): x is { tab: string; lang: string } =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as { tab?: unknown }).tab === 'string' &&
  typeof (x as { lang?: unknown }).lang === 'string';

export const isSyncRequest = (x: unknown): x is SyncRequest => {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return (
    r.kind === 'cabinet-sync' &&
    typeof r.token === 'string' &&
    typeof r.owner === 'number' &&
    typeof r.language === 'string' &&
    Array.isArray(r.lists) &&
    r.lists.every(isList) &&
    Array.isArray(r.wholes) &&
    r.wholes.every((w) => typeof w === 'string') &&
    typeof r.whole === 'boolean'
  );
};
