import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadInTasks } from './load-in-tasks';

describe('loadInTasks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts each step only after the one before has settled and a new task has begun', async () => {
    const started: string[] = [];
    const step = (name: string) => () => {
      started.push(name);
      return Promise.resolve(name);
    };
    const loaded = loadInTasks([step('react-dom'), step('endpoints')], step('screen'));
    await vi.advanceTimersByTimeAsync(0);
    // Microtasks alone never reach the next step: each waits for a timer task.
    expect(started).toEqual(['react-dom', 'endpoints']);
    await vi.runAllTimersAsync();
    expect(started).toEqual(['react-dom', 'endpoints', 'screen']);
    await expect(loaded).resolves.toBe('screen');
  });

  it('does not start the steps after one that failed', async () => {
    const later = vi.fn(() => Promise.resolve());
    const loaded = loadInTasks([() => Promise.reject(new Error('offline'))], later);
    const outcome = expect(loaded).rejects.toThrow('offline');
    await vi.runAllTimersAsync();
    await outcome;
    expect(later).not.toHaveBeenCalled();
  });
});
