import type { EngineTask } from './local-engine-messages.js';
import { runEngineTask } from './local-engine-task.js';
import { serveTasks } from './thread-task-server.js';

// A local-engine thread for tests: material from a file named "stall.txt" never finishes, from "crash.txt" kills the
// thread with an uncaught error; any other call runs the real engine.

serveTasks<EngineTask>(async (task, ask) => {
  const fileName = 'documents' in task.input ? task.input.documents[0]?.fileName : undefined;
  if (fileName === 'stall.txt') for (;;);
  if (fileName === 'crash.txt') {
    setImmediate(() => {
      throw new Error('the engine crashed');
    });
    return new Promise(() => undefined);
  }
  return { value: await runEngineTask(task, ask) };
});
