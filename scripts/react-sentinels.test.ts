import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stacklessSentinels } from './react-sentinels-plugin.ts';

const require = createRequire(import.meta.url);
// Not in react-dom's exports map: found beside its package.json.
const reactDomFile = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);

describe('stacklessSentinels', () => {
  it.each([
    ['var SuspenseException = Error(formatProdErrorMessage(460)),', 1],
    ['var SelectiveHydrationException = Error(x), HydrationMismatchException = Error(y);', 2],
    ['throw Error(formatProdErrorMessage(525));', 0],
    ['var OtherException = Error(formatProdErrorMessage(1));', 0],
  ])('%s → %i rewritten', (code, count) => {
    const out = stacklessSentinels(code);
    expect(out.count).toBe(count);
    expect(out.code.includes('__stacklessError(')).toBe(count > 0);
  });

  it('makes an Error without a stack, with its message', () => {
    const { code } = stacklessSentinels('var SuspenseException = Error("not a real error");');
    const made = new Function(`${code}; return SuspenseException;`)() as Error;
    expect(made).toBeInstanceOf(Error);
    expect(made.message).toBe('not a real error');
    expect(made.name).toBe('Error');
    expect(Object.hasOwn(made, 'stack')).toBe(false);
  });

  it("finds React DOM's five, and the rewritten module still runs", () => {
    const { code, count } = stacklessSentinels(readFileSync(reactDomFile, 'utf8'));
    expect(count).toBe(5);
    const module = { exports: {} as Record<string, unknown> };
    new Function('exports', 'require', 'module', code)(module.exports, createRequire(reactDomFile), module);
    expect(typeof module.exports.createRoot).toBe('function');
  });
});
