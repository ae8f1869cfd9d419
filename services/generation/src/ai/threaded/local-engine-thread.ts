import type { EngineTask } from './local-engine-messages.js';
import { runEngineTask } from './local-engine-task.js';
import { serveTasks } from './thread-task-server.js';

// The body of one local-engine thread (started by local-engine-pool.ts): one engine call at a time, off the service's event loop.

serveTasks<EngineTask>(async (task, ask) => ({ value: await runEngineTask(task, ask) }));
