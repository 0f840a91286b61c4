import { expect, it } from 'vitest';
import { minorToPoints, pointsValueMinor } from './points.ts';

it.each([
  [0, 0],
  [1, 10],
  [1250, 12500],
  [300, 3000],
  [-5, -50],
  [Number.NaN, 0],
])('%d points are worth %d minor units', (points, minor) => expect(pointsValueMinor(points)).toBe(minor));

it.each([
  [0, 0],
  [10, 1],
  [4500, 450],
  [4505, 450],
  [9, 0],
  [Number.NaN, 0],
])('%d minor units buy %d points', (minor, points) => expect(minorToPoints(minor)).toBe(points));
