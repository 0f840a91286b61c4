// Imported first by src/main.tsx, and evaluated after the libraries and the modules the app shares with its
// screens (the bundler orders those first in the app's chunk): the app's own frame is evaluated in the next
// task, not in one long task with the rest after the first paint (docs/decisions-bench.md).
import { nextTask } from '../lib/nextPaint.ts';

await nextTask();
