import { parentPort, type TransferListItem } from 'node:worker_threads';
import { serializeError, type FromThread, type ToThread } from './thread-pool-messages.js';

/** Asks the pool's side a question while a task runs, and waits for its answer. */
export type AskPool = (question: unknown, transfer?: TransferListItem[]) => Promise<unknown>;

/** A task's result, with the buffers to move (not copy) to the pool's side. */
export interface TaskResult {
  value: unknown;
  transfer?: TransferListItem[];
}

/** The thread side of a ThreadPool: runs the tasks it is sent, one at a time, with `handle`. */
export function serveTasks<Task>(handle: (task: Task, ask: AskPool) => Promise<TaskResult>): void {
  const port = parentPort!;
  const questions = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextAsk = 0;
  const send = (message: FromThread, transfer: TransferListItem[] = []) => port.postMessage(message, transfer);

  port.on('message', (message: ToThread) => {
    if (message.kind === 'answer') {
      const question = questions.get(message.askId);
      questions.delete(message.askId);
      if (!question) return;
      if (message.ok) question.resolve(message.value);
      else question.reject(Object.assign(new Error(message.error.message), { name: message.error.name }, message.error.fields));
      return;
    }
    const { id } = message;
    const ask: AskPool = (question, transfer = []) =>
      new Promise((resolve, reject) => {
        const askId = nextAsk++;
        questions.set(askId, { resolve, reject });
        send({ kind: 'ask', id, askId, question }, transfer);
      });
    void handle(message.task as Task, ask)
      .then(({ value, transfer }) => send({ kind: 'done', id, value }, transfer))
      .catch((error: unknown) => send({ kind: 'failed', id, error: serializeError(error) }));
  });
  // Loading the thread's modules can take seconds: a call's deadline counts from here.
  send({ kind: 'ready' });
}
