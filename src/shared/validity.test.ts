import { expect, it } from 'vitest';
import { hasEnded } from './validity.ts';

const NOW = 1_800_000_000;

it.each([
  ['a day ahead', NOW + 86_400, false],
  ['one second ahead', NOW + 1, false],
  ['the end second itself', NOW, true],
  ['one second ago', NOW - 1, true],
  ['five days ago', NOW - 5 * 86_400, true],
] as const)('end %s → ended %s', (_case, end, ended) => expect(hasEnded(end, NOW)).toBe(ended));
