// Resolves after the browser has painted the current frame: the task after the next animation frame.
// What must not hold up a paint (a chunk request, the app's start) waits for this.
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves in a task of its own: what runs after it is not part of the current task. A start cut into
 * short tasks keeps the main thread free between them (no long task after the first paint).
 * A message, not a timer: timers are held back in a tab opened in the background (and by a test's paused
 * clock), and the start would wait with them.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Resolves at the browser's next idle moment, at the latest after `timeoutMs`; where there is no idle
 * callback (Safari), after `fallbackMs`.
 */
export const idleMoment = (timeoutMs: number, fallbackMs: number): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else window.setTimeout(resolve, fallbackMs);
  });
