// The server's logger: console by default, silent in tests. Never give it a token or a header.
export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

const noop = (): void => {};

export const silentLogger: Logger = { info: noop, warn: noop, error: noop };

/** Controls beyond JSON's own escapes: DEL and C1 (8-bit ANSI), bidi marks and isolates, line separators, BOM. */
const HIDDEN = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Text from outside (a device's log entry) as one quoted, escaped piece of a log line: newlines, ANSI
 * escapes, bidi controls, quotes and backslashes become `\n`, `\u001b`, `\u202e`, `\"`, `\\`, so the
 * text can neither start a line of its own nor recolour or reorder the line it is in.
 */
export const oneLine = (text: string): string =>
  JSON.stringify(text).replace(HIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
