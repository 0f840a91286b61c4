// API handlers take turns with everything else the server does. Node runs them on one thread and
// node:sqlite is synchronous, so a handler's work (a page of orders: ~160 small queries and a 40 kB
// answer) holds the event loop until it ends. Node accepts one new connection per turn of its event loop,
// and each step of a file answer (its stats and reads) comes back as an I/O event in a later turn; under a
// flood of API requests every turn ran every handler that was ready, and the shell took seconds. Here an
// API handler starts at most every TURNS_PER_HANDLER turns, first come first served: in between, new
// connections are accepted and files are read. A turn with nothing else to do costs microseconds, so the
// API's throughput stays the same; nothing is refused (docs/decisions-server.md, "Turns").

/** Resolves when it is this caller's turn. */
export type Turns = () => Promise<void>;

/** Turns of the event loop per API handler started (accepts and file steps run in each of them). */
const TURNS_PER_HANDLER = 4;

export const createTurns = (turnsPerHandler = TURNS_PER_HANDLER): Turns => {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  let idleTurns = 0;
  const schedule = () => {
    scheduled = true;
    // setImmediate from the check phase runs on the next turn, after that turn's ready I/O.
    setImmediate(next);
  };
  const next = () => {
    scheduled = false;
    idleTurns += 1;
    if (idleTurns >= turnsPerHandler) {
      idleTurns = 0;
      waiting.shift()?.();
    }
    if (waiting.length > 0) schedule();
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) schedule();
    });
};
