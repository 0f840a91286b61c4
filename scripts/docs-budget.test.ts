// @vitest-environment node
// docs/ holds decisions (the choice, the reason, the final figure), not their history, so that a newcomer
// reads all of it in about an hour: every .md under docs/ together stays under WORD_BUDGET words, counted
// as `find docs -name '*.md' | xargs cat | wc -w` counts them (runs of non-space characters).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const WORD_BUDGET = 20_000;

const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;

describe('the docs word budget', () => {
  it('counts words as wc -w does', () => {
    expect(wordsIn('  one two\tthree\nfour — 1,250 kB\n\n')).toBe(7);
  });

  it(`keeps docs/ under ${WORD_BUDGET} words`, () => {
    const words = readdirSync(join(root, 'docs'), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith('.md'))
      .reduce((sum, e) => sum + wordsIn(readFileSync(join(e.parentPath, e.name), 'utf8')), 0);
    expect(words).toBeLessThan(WORD_BUDGET);
  });
});
