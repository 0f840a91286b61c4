// Password hashing with scrypt (node:crypto). Stored as `scrypt$N$r$p$salt$hash` (base64url), so the
// cost can be raised later without breaking existing hashes.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });

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
