/**
 * Runs `task` one run at a time. A call while a run is under way does not join it: what asked for it
 * (a reconnect, an action that changed data) may have happened after that run read the server, so one
 * more run follows it. Any number of calls during a run make a single follow-up run.
 */
export const oneRunAtATime = (task: () => Promise<void>): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const run = (): Promise<void> => {
    if (running) {
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = null;
          return run();
        });
      return next;
    }
    running = task().finally(() => {
      running = null;
    });
    return running;
  };
  return run;
};
