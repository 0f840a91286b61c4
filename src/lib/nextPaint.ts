// Resolves after the browser has painted the current frame: the task after the next animation frame.
// What must not hold up a paint (a chunk request, the app's start) waits for this.
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves in a task of its own: what runs after it is not part of the current task. A start cut into
 * short tasks keeps the main thread free between them (issue 17: no long task after the first paint).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
