// @vitest-environment node
// The wallet's outbox: pushes written in the request and sent after it, one per device, at most
// MAX_DEVICES_PER_PASS per pass, again when a change comes while one is in flight, later when APNs is out
// of reach, never again to a device Apple forgot, with a bounded number in flight — and what a stopped
// process left is sent by the next one.
import { mkdtempSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { migrate } from '../db/schema.ts';
import { seed } from '../db/seed.ts';
import { silentLogger } from '../log.ts';
import { NOW, rowsOf, seededDb } from '../test-support.ts';
import type { SendOutcome, WalletNotifier } from './notify.ts';
import { enqueuePassUpdates, MAX_DEVICES_PER_PASS, outboxSettled, startOutbox } from './outbox.ts';
import { startOutboxThread } from './outbox-thread.ts';
import { recordingNotifier, registerDevices as registered, testChain, testWalletKeys } from './testing.ts';

const open: DatabaseSync[] = [];
const database = (file = ':memory:') => {
  const db = file === ':memory:' ? seededDb() : openDatabase(file);
  open.push(db);
  return db;
};
afterEach(() => {
  for (const db of open.splice(0)) if (db.isOpen) db.close();
});

const push = (db: DatabaseSync, notifier: WalletNotifier, serials: readonly string[]) =>
  enqueuePassUpdates(db, { notifier }, { appleSerials: serials, google: [] }, silentLogger);

describe('the fan-out of a change', () => {
  it('a pass registered 10,000 times (an old database) pushes to its MAX_DEVICES_PER_PASS latest devices', async () => {
    const db = database();
    const [serial = ''] = registered(db, 1, 10_000);
    const notifier = recordingNotifier();
    // Four relinks of the card: four changes of its pass.
    for (let relink = 0; relink < 4; relink++) {
      expect(push(db, notifier, [serial]).devices).toBe(MAX_DEVICES_PER_PASS);
      await outboxSettled(db);
    }
    expect(notifier.pushes).toHaveLength(4 * MAX_DEVICES_PER_PASS);
    expect(new Set(notifier.pushes)).toEqual(
      new Set(Array.from({ length: MAX_DEVICES_PER_PASS }, (_, i) => `device-${9999 - i}`)),
    );
  });

  it('one push per device however many of its passes changed; nothing for a pass with no device', async () => {
    const db = database();
    const serials = registered(db, 3, 3);
    db.prepare("UPDATE wallet_registrations SET push_token = 'one-phone'").run();
    const notifier = recordingNotifier();
    expect(push(db, notifier, [...serials, 'ticket-unknown']).devices).toBe(1);
    await outboxSettled(db);
    expect(notifier.pushes).toEqual(['one-phone']);
  });

  it('a change while the device’s push is in flight pushes it again afterwards', async () => {
    const db = database();
    const [serial = ''] = registered(db, 1, 1);
    const release: (() => void)[] = [];
    const pushes: string[] = [];
    const notifier: WalletNotifier = {
      ...recordingNotifier(),
      applePush: (token) =>
        new Promise<SendOutcome>((resolve) => {
          pushes.push(token);
          release.push(() => resolve('sent'));
        }),
    };
    push(db, notifier, [serial]);
    await expect.poll(() => pushes.length).toBe(1);
    push(db, notifier, [serial]);
    release.shift()?.();
    await expect.poll(() => pushes.length).toBe(2);
    release.shift()?.();
    await outboxSettled(db);
    expect(pushes).toEqual(['device-0', 'device-0']);
    expect(rowsOf(db).all('SELECT * FROM wallet_outbox')).toEqual([]);
  });

  it('keeps at most its concurrency in flight', async () => {
    const db = database();
    const serials = registered(db, 500, 500);
    let inFlight = 0;
    let peak = 0;
    const notifier: WalletNotifier = {
      ...recordingNotifier(),
      applePush: async () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
        return 'sent';
      },
    };
    const worker = startOutbox(db, { notifier }, silentLogger, {
      concurrency: 25,
      batch: 200,
      rate: 1_000_000,
    });
    expect(push(db, notifier, serials).devices).toBe(500);
    await worker.settled();
    expect(peak).toBe(25);
    expect(rowsOf(db).one('SELECT count(*) AS n FROM wallet_outbox').n).toBe(0);
  });
});

describe('what APNs answers', () => {
  it('a device Apple forgot (410) is unregistered from every pass', async () => {
    const db = database();
    // Each pass on two devices: ticket-0 on device-0 and device-2, ticket-1 on device-1 and device-3.
    const serials = registered(db, 2, 4);
    const notifier = recordingNotifier();
    notifier.gone.add('device-2');
    push(db, notifier, serials.slice(0, 1));
    await outboxSettled(db);
    expect(rowsOf(db).all('SELECT push_token FROM wallet_registrations ORDER BY push_token')).toEqual([
      { push_token: 'device-0' },
      { push_token: 'device-1' },
      { push_token: 'device-3' },
    ]);
  });

  it('out of reach: tried again after a growing wait, then sent', async () => {
    const db = database();
    const [serial = ''] = registered(db, 1, 1);
    const notifier = recordingNotifier();
    notifier.unreachable.add('device-0');
    let clock = NOW;
    const worker = startOutbox(db, { notifier }, silentLogger, { now: () => clock });
    push(db, notifier, [serial]);
    await worker.settled();
    expect(rowsOf(db).one('SELECT attempts, due_at, claimed FROM wallet_outbox')).toEqual({
      attempts: 1,
      due_at: NOW + 1000,
      claimed: 0,
    });
    notifier.unreachable.clear();
    clock += 1000;
    await startOutbox(db, { notifier }, silentLogger).settled();
    expect(notifier.pushes).toEqual(['device-0']);
    expect(rowsOf(db).all('SELECT * FROM wallet_outbox')).toEqual([]);
  });
});

describe('a restart', () => {
  it('sends what the stopped process had queued or was sending', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cabinet-outbox-')), 'cabinet.sqlite');
    const first = database(file);
    migrate(first);
    seed(first, NOW);
    const serials = registered(first, 30, 60);
    // The first process hangs on its pushes and is stopped: nothing was sent.
    const hung: WalletNotifier = {
      ...recordingNotifier(),
      applePush: () => new Promise<SendOutcome>(() => {}),
    };
    startOutbox(first, { notifier: hung }, silentLogger, { batch: 10 });
    push(first, hung, serials);
    await expect
      .poll(() => rowsOf(first).one('SELECT count(*) AS n FROM wallet_outbox WHERE claimed = 1').n)
      .toBe(10);
    first.close();

    const second = database(file);
    const notifier = recordingNotifier();
    await startOutbox(second, { notifier }, silentLogger).settled();
    expect(new Set(notifier.pushes).size).toBe(60);
    expect(rowsOf(second).all('SELECT * FROM wallet_outbox')).toEqual([]);
  });
});

describe('a server over a database file', () => {
  it('drains on a thread of its own, over one HTTP/2 connection, woken by the queuing thread', async () => {
    const chain = testChain();
    const apns = createSecureServer({
      cert: chain.server.cert,
      key: chain.server.key,
      ca: [chain.root.cert, chain.wwdr.cert],
      requestCert: true,
    });
    const seen = { pushes: new Set<string>(), connections: 0 };
    apns.on('session', () => {
      seen.connections += 1;
    });
    apns.on('stream', (stream, headers) => {
      seen.pushes.add(String(headers[':path']));
      stream.respond({ ':status': 200 });
      stream.end();
    });
    await new Promise<void>((resolve) => apns.listen(0, '127.0.0.1', resolve));
    const file = join(mkdtempSync(join(tmpdir(), 'cabinet-outbox-thread-')), 'cabinet.sqlite');
    const db = database(file);
    migrate(db);
    seed(db, NOW);
    const serials = registered(db, 40, 40);
    const thread = startOutboxThread(db, {
      dbFile: file,
      keys: testWalletKeys(),
      origins: {
        apns: `https://localhost:${(apns.address() as AddressInfo).port}`,
        googleApi: '',
        ca: chain.root.cert,
      },
      // Longer than the test: only the wake makes it send.
      pollMs: 600_000,
    });
    try {
      const here = recordingNotifier();
      expect(push(db, here, serials).devices).toBe(40);
      await expect.poll(() => seen.pushes.size, { timeout: 20_000 }).toBe(40);
      expect(seen.connections).toBe(1);
      // Nothing was sent from this thread.
      expect(here.pushes).toEqual([]);
      await expect.poll(() => rowsOf(db).one('SELECT count(*) AS n FROM wallet_outbox').n).toBe(0);
    } finally {
      await thread.stop();
      await new Promise((resolve) => apns.close(resolve));
    }
  }, 30_000);
});
