// Small in-memory limiters for bursts: a sliding window counted *before* the work it guards
// (so concurrent requests cannot all pass the check before any of them is counted), a concurrency limit
// that runs at most N tasks at once with a bounded queue, and the key of the client a request comes from. Node runs
// handlers on one thread, so a check and its count with no `await` between them are atomic.

/** At most `max` hits per key within `windowS` seconds (sliding). */
export class SlidingWindow {
  readonly #hits = new Map<string, number[]>();
  readonly max: number;
  readonly windowS: number;

  constructor(max: number, windowS: number) {
    this.max = max;
    this.windowS = windowS;
  }

  #live(key: string, nowS: number): number[] {
    const hits = (this.#hits.get(key) ?? []).filter((at) => at > nowS - this.windowS);
    if (hits.length === 0) this.#hits.delete(key);
    else this.#hits.set(key, hits);
    return hits;
  }

  /** Counts a hit for `key` and answers 0, or answers the seconds until one is allowed (nothing counted). */
  take(key: string, nowS: number): number {
    if (this.#hits.size > 10_000) for (const k of [...this.#hits.keys()]) this.#live(k, nowS);
    const hits = this.#live(key, nowS);
    if (hits.length >= this.max) return Math.max(1, (hits[0] ?? nowS) + this.windowS - nowS);
    this.#hits.set(key, [...hits, nowS]);
    return 0;
  }

  /** Gives one hit taken at `at` back (the attempt it counted turned out fine, or never ran). */
  release(key: string, at: number): void {
    const hits = this.#hits.get(key);
    const i = hits?.indexOf(at) ?? -1;
    if (hits && i >= 0) hits.splice(i, 1);
  }
}

/** One instance per database, made on first use: each test's fresh database gets fresh limits. */
export const perDatabase = <T>(make: () => T): ((db: object) => T) => {
  const instances = new WeakMap<object, T>();
  return (db) => {
    let instance = instances.get(db);
    if (!instance) {
      instance = make();
      instances.set(db, instance);
    }
    return instance;
  };
};

/** Thrown when a concurrency limit's queue is full: the server is too busy to take the task now. */
export class BusyError extends Error {
  constructor() {
    super('busy');
    this.name = 'BusyError';
  }
}

/** Runs at most `max` tasks at once; up to `queue` more wait their turn, any further one is refused. */
export class ConcurrencyLimit {
  #running = 0;
  #peak = 0;
  readonly #waiting: Array<() => void> = [];
  readonly max: number;
  readonly queue: number;

  constructor(max: number, queue: number) {
    this.max = max;
    this.queue = queue;
  }

  get running(): number {
    return this.#running;
  }

  /** The most tasks that ran at once since the last `resetPeak` (for tests and the load script). */
  get peak(): number {
    return this.#peak;
  }

  resetPeak(): void {
    this.#peak = this.#running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.max) this.#running += 1;
    else {
      if (this.#waiting.length >= this.queue) throw new BusyError();
      // A finishing task hands its slot over (the count stays), so nobody can slip in between.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#peak = Math.max(this.#peak, this.#running);
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/** `2001:db8::1` → its eight groups. */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...fill, ...right];
};

/**
 * The key of a client for per-client limits: its address (server/web/client.ts: the peer, or the address
 * a trusted proxy forwarded), IPv4 as is, an IPv6 address as its /64, which one subscriber typically
 * holds whole.
 */
export const clientKey = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  return `${ipv6Groups(address.toLowerCase()).slice(0, 4).join(':')}::/64`;
};
