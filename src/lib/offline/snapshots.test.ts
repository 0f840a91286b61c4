// A kept answer is read back through its response schema (readSnapshotAs), so every schema's output
// must parse again to itself. Checked against the reference server's real answers for Anna (provided
// by server/test-answers.global.ts).
import * as v from 'valibot';
import { describe, expect, inject, it } from 'vitest';
import { TransactionsPageSchema } from '../../features/balance/api.ts';
import { ClientCardSchema } from '../../features/cards/api.ts';
import { CabinetPageSchema, LayoutSchema } from '../../features/layout/api.ts';
import { ProfileSchema } from '../../features/profile/api.ts';

const answers = (inject as (key: string) => Record<string, unknown>)('serverAnswers');
const dataOf = (x: unknown) => (x as { data: unknown }).data;

describe('kept answers parse back to themselves', () => {
  it.each([
    ['profile', ProfileSchema, answers.profile],
    ['layout', LayoutSchema, answers.layout],
    ['cabinetPage', CabinetPageSchema, answers.cabinetPage],
    ['clientCards', v.array(ClientCardSchema), dataOf(answers.clientCards)],
    ['historyFirstPage', TransactionsPageSchema, answers.historyFirstPage],
  ] as const)('%s', (_name, schema, answer) => {
    expect(answer).toBeDefined();
    const once = v.parse(schema as v.GenericSchema, answer);
    expect(v.parse(schema as v.GenericSchema, once)).toEqual(once);
  });

  it('Anna has client cards to keep (the case above is not vacuous)', () => {
    expect((dataOf(answers.clientCards) as unknown[]).length).toBeGreaterThan(0);
  });
});
