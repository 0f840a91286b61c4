import { expect, it } from 'vitest';
import { messageLabelKey, pointsFromMinor } from './rules.ts';

it.each([
  [125_000, 1250],
  [10_000, 100],
  [0, 0],
  [150, 1.5],
  [-2000, -20],
  [Number.POSITIVE_INFINITY, 0],
])('%d hundredths of a point are %d points', (minor, points) => expect(pointsFromMinor(minor)).toBe(points));

it.each([
  ['transfer_user', 'transferUser'],
  [' transfer_user ', 'transferUser'],
  ['Оплата заказа №1020 баллами', null],
  ['', null],
])('message %j gets label %j', (message, key) => expect(messageLabelKey(message)).toBe(key));
