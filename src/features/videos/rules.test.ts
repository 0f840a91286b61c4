import { describe, expect, it } from 'vitest';
import { clipDescription, DESCRIPTION_LIMIT } from './rules.ts';

describe('clipDescription (spec §9: 130 characters)', () => {
  const long = 'а'.repeat(200);
  it.each([
    ['short text stays', 'Короткое описание', 'Короткое описание'],
    ['exactly 130 stays', 'x'.repeat(130), 'x'.repeat(130)],
    ['131 is clipped to 130 + …', 'x'.repeat(131), `${'x'.repeat(130)}…`],
    ['long Cyrillic', long, `${'а'.repeat(130)}…`],
    ['no dangling space before …', `${'x'.repeat(129)} yyy`, `${'x'.repeat(129)}…`],
    ['emoji counted as one', '😀'.repeat(131), `${'😀'.repeat(130)}…`],
    ['empty', '', ''],
  ])('%s', (_, input, expected) => {
    expect(clipDescription(input)).toBe(expected);
  });
  it('uses the spec limit', () => expect(DESCRIPTION_LIMIT).toBe(130));
});
