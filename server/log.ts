// The server's logger: console by default, silent in tests. Never give it a token or a header.
export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

const noop = (): void => {};

export const silentLogger: Logger = { info: noop, warn: noop, error: noop };
