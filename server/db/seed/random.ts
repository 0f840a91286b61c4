// Deterministic variety for the seed: a seeded PRNG and digits derived from a name.
import { createHash } from 'node:crypto';

/** mulberry32: a small, fast, seeded PRNG (never Math.random in the seed). */
export const prng = (seed: number) => {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
};

export type Prng = ReturnType<typeof prng>;

/** `length` decimal digits that depend only on `name` (stable across seeds and reorderings). */
export const digitsOf = (name: string, length: number): string => {
  let out = '';
  let round = 0;
  while (out.length < length) {
    for (const byte of createHash('sha256').update(`${name}#${round}`).digest()) {
      if (byte < 250) out += String(byte % 10);
      if (out.length === length) break;
    }
    round += 1;
  }
  return out;
};

/** Lowercase hex that depends only on `name`. */
export const hexOf = (name: string, length: number): string =>
  createHash('sha256').update(name).digest('hex').slice(0, length);
