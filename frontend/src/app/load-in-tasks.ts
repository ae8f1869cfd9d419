/**
 * Loads modules one after the other, each evaluated in a task of its own: a module graph is evaluated
 * in one go when its import settles, so splitting a large one into steps (a library, then the code
 * using it) keeps each task short. Resolves with the last step's module; a failed step stops the rest.
 */
export async function loadInTasks<T>(steps: readonly (() => Promise<unknown>)[], last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return last();
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
