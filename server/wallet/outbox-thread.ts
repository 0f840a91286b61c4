// The outbox's worker on a thread of its own, for a server over a database file (serve.ts): its HTTP/2
// connection, its TLS work and its writes (each commit waits for the disk) never take the thread that
// answers the customers. It opens its own connection to the same file; the server's thread queues rows
// (outbox.ts) and wakes it with a message. This module is also the thread's entry: it starts the worker
// when loaded as one (the `walletOutbox` mark in its data).
import type { DatabaseSync } from 'node:sqlite';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/open.ts';
import { type VendorOrigins, vendorNotifier } from './notify.ts';
import { drainElsewhere, startOutbox } from './outbox.ts';
import type { WalletKeys } from './setup.ts';

type ThreadData = {
  walletOutbox: true;
  dbFile: string;
  keys: WalletKeys;
  origins: VendorOrigins;
  pollMs: number;
};

/** Starts the thread draining `db`'s outbox (a file: the thread opens it too). Stop it before closing `db`. */
export const startOutboxThread = (
  db: DatabaseSync,
  o: { dbFile: string; keys: WalletKeys; origins: VendorOrigins; pollMs: number },
): { stop: () => Promise<void> } => {
  const thread = new Worker(new URL(import.meta.url), {
    workerData: { walletOutbox: true, ...o } satisfies ThreadData,
  });
  thread.on('error', (error) => console.error('Wallet outbox thread:', error));
  drainElsewhere(db, () => thread.postMessage('wake'));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (thread.threadId < 0) return resolve();
        thread.once('exit', () => resolve());
        thread.postMessage('stop');
      }),
  };
};

const runThread = (data: ThreadData) => {
  const db = openDatabase(data.dbFile);
  const outbox = startOutbox(db, { notifier: vendorNotifier(data.keys, console, data.origins) }, console, {
    pollMs: data.pollMs,
  });
  parentPort?.on('message', (message) => {
    if (message === 'wake') outbox.wake();
    if (message === 'stop')
      void outbox.stop().finally(() => {
        db.close();
        parentPort?.close();
      });
  });
};

if (!isMainThread && (workerData as Partial<ThreadData> | null)?.walletOutbox)
  runThread(workerData as ThreadData);
