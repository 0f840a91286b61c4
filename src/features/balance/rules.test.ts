import { expect, it } from 'vitest';
import { pointsValueMinor } from './rules.ts';

it.each([
  [0, 0],
  [1, 10],
  [1250, 12500],
  [300, 3000],
  [-5, -50],
  [Number.NaN, 0],
])('%d points are worth %d minor units', (points, minor) => expect(pointsValueMinor(points)).toBe(minor));
