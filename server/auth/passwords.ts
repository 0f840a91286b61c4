// Password hashing with scrypt (node:crypto). Stored as `scrypt$N$r$p$salt$hash` (base64url), so the
// cost can be raised later without breaking existing hashes.
//
// scrypt runs on libuv's worker pool (4 threads by default), which file reads share: a sign-in flood
// once held every thread and the app shell waited seconds behind it. So at most
// MAX_CONCURRENT_HASHES hashes run at once, leaving threads for files; up to MAX_WAITING_HASHES wait, and
// any more is refused at once (BusyError) rather than queued without bound.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { ConcurrencyLimit } from './limits.ts';

const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export const MAX_CONCURRENT_HASHES = 2;
const MAX_WAITING_HASHES = 64;
const hashing = new ConcurrencyLimit(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

/** How many hashes run now and the most that ran at once (tests, the load script). */
export const hashingStats = () => ({
  running: hashing.running,
  peak: hashing.peak,
  resetPeak: () => hashing.resetPeak(),
});

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  hashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => {
          if (error) reject(error);
          else resolve(key);
        });
      }),
  );

export const hashPassword = async (password: string, salt: Buffer = randomBytes(16)): Promise<string> => {
  const key = await derive(password, salt, COST);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

/** True when `password` matches `stored`; false for a malformed or missing hash. */
export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, Buffer.from(parts[4] ?? '', 'base64url'), { N, r, p });
  return timingSafeEqual(key, expected);
};
