/** Which run of a task this is: the queue retries a failed run until the final one. */
export interface TaskAttempt {
  taskId: string;
  number: number;
  final: boolean;
}

/** The work of one task name; `data` is what the producer queued, checked by the handler. */
export interface TaskHandler {
  run(data: unknown, attempt: TaskAttempt): Promise<void>;
}
