// React DOM's production build creates five sentinel errors when it is first evaluated (SuspenseException
// and its kin: thrown and compared by identity, never shown). With an inspector attached to the page —
// Lighthouse, PageSpeed Insights, DevTools, Playwright — V8 records a detailed stack trace for every new
// Error, and the frame of React DOM's CommonJS wrapper (one 600 kB function) needs its source positions:
// V8 parses the whole wrapper again, 60–110 ms on this machine's Chromium (4–10 ms with the sentinels made
// without a stack; 6–17 ms either way with no inspector, as on a customer's phone). The stack floor pays
// it before its first paint, the cabinet after its start shell, inside Lighthouse's blocking time
// (issue 17, docs/decisions-bench.md, thirteenth pass). Built here: the same objects, made without a
// stack. The build fails if React's file no longer has exactly these five, so an upgrade is looked at.
import type { Plugin } from 'vite';

const FILE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;
const CREATED = new RegExp(`\\b(${SENTINELS.join('|')}) = Error\\(`, 'g');
// An Error in every way React uses one (instanceof Error, its name and message), without a stack.
const HELPER =
  'function __stacklessError(message) { var error = Object.create(Error.prototype); ' +
  'Object.defineProperty(error, "message", { value: message, writable: true, configurable: true }); return error; }\n';

/** React DOM's source with its sentinel errors made by `__stacklessError`, and how many were. */
export const stacklessSentinels = (code: string): { code: string; count: number } => {
  let count = 0;
  const out = code.replace(CREATED, (_m, name: string) => {
    count += 1;
    return `${name} = __stacklessError(`;
  });
  return { code: count ? HELPER + out : code, count };
};

export const reactSentinels = (): Plugin => ({
  name: 'cabinet:react-sentinels',
  apply: 'build',
  transform(code, id) {
    if (!FILE.test(id)) return null;
    const result = stacklessSentinels(code);
    if (result.count !== SENTINELS.length)
      this.error(
        `react-sentinels: expected ${SENTINELS.length} sentinel errors in ${id}, found ${result.count} — React changed; check scripts/react-sentinels-plugin.ts`,
      );
    return { code: result.code, map: null };
  },
});
