// Resolves after the browser has painted the current frame: the task after the next animation frame.
// What must not hold up a paint (a chunk request, the app's start) waits for this.
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
