import { describe, expect, it } from 'vitest';
import { oneRunAtATime } from './oneRunAtATime.ts';

/** A task whose runs the test finishes by hand, recording when each started. */
const manualTask = () => {
  const started: number[] = [];
  const finish: Array<() => void> = [];
  const task = () =>
    new Promise<void>((resolve) => {
      started.push(started.length + 1);
      finish.push(resolve);
    });
  return { task, started, finish };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('oneRunAtATime', () => {
  it.each([
    { calls: 1, runs: 1 },
    { calls: 2, runs: 2 },
    { calls: 5, runs: 2 },
  ])('$calls calls during one run → $runs runs', async ({ calls, runs }) => {
    const { task, started, finish } = manualTask();
    const run = oneRunAtATime(task);
    const done = Array.from({ length: calls }, () => run());
    expect(started).toHaveLength(1);
    finish[0]?.();
    await flush();
    expect(started).toHaveLength(runs);
    finish[1]?.();
    await Promise.all(done);
    expect(started).toHaveLength(runs);
  });

  it('a follow-up run starts only after the run under way has ended', async () => {
    const { task, started, finish } = manualTask();
    const run = oneRunAtATime(task);
    void run();
    const second = run();
    await flush();
    expect(started).toHaveLength(1);
    finish[0]?.();
    await flush();
    expect(started).toHaveLength(2);
    finish[1]?.();
    await expect(second).resolves.toBeUndefined();
  });

  it('a call after a run has ended starts a new run at once', async () => {
    const { task, started, finish } = manualTask();
    const run = oneRunAtATime(task);
    const first = run();
    finish[0]?.();
    await first;
    void run();
    expect(started).toHaveLength(2);
  });

  it('a failed run still lets the follow-up run', async () => {
    let calls = 0;
    const run = oneRunAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    const first = run();
    const second = run();
    await expect(first).rejects.toThrow('offline');
    await expect(second).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it('a failed run does not block the next one', async () => {
    let calls = 0;
    const run = oneRunAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    await expect(run()).rejects.toThrow('offline');
    await expect(run()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
