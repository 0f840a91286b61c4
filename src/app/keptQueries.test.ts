// A kept answer is read back through its response schema (readWholeAs), so every schema's output
// must parse again to itself. Checked for every whole answer of the kept set (and the history's kept first
// page) against the reference server's real answers for Anna (provided by server/test-answers.global.ts).
import * as v from 'valibot';
import { describe, expect, inject, it } from 'vitest';
import { keptHistoryFirstPage } from '../features/balance/index.ts';
import { KEPT_KEYS } from '../kernel/storeKeys.ts';
import type { WholeAnswer } from '../lib/offline/wholeQuery.ts';
import { WHOLE_QUERIES } from './keptQueries.ts';

const answers = (inject as (key: string) => Record<string, unknown>)('serverAnswers');
const dataOf = (x: unknown) => (x as { data: unknown }).data;

/** The server answer kept under a store key (the answers are named like KEPT_KEYS' fields). */
const answerFor = (key: string): unknown => {
  const name = Object.entries(KEPT_KEYS).find(([, k]) => k === key)?.[0] ?? key;
  // The client cards are kept without the answer's `data` wrapper (features/cards/queries.ts).
  return key === KEPT_KEYS.clientCards ? dataOf(answers[name]) : answers[name];
};

const KEPT: readonly WholeAnswer[] = [...WHOLE_QUERIES, keptHistoryFirstPage];

describe('kept answers parse back to themselves', () => {
  it.each(KEPT.map((k) => [k.key, k] as const))('%s', (_key, { key, schema }) => {
    const answer = answerFor(key);
    expect(answer).toBeDefined();
    const once = v.parse(schema, answer);
    expect(v.parse(schema, once)).toEqual(once);
  });

  it('covers the whole kept set', () => {
    expect(KEPT.map((k) => k.key).sort()).toEqual(
      [
        KEPT_KEYS.profile,
        KEPT_KEYS.layout,
        KEPT_KEYS.cabinetPage,
        KEPT_KEYS.clientCards,
        KEPT_KEYS.historyFirstPage,
      ].sort(),
    );
  });

  it('Anna has client cards to keep (the case above is not vacuous)', () => {
    expect((dataOf(answers.clientCards) as unknown[]).length).toBeGreaterThan(0);
  });
});
