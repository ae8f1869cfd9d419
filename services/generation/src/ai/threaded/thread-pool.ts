import { Worker, type TransferListItem } from 'node:worker_threads';
import { threadStart } from '../../extraction/sandbox/source-module-loader.js';
import { serializeError, type FromThread, type SerializedError, type ToThread } from './thread-pool-messages.js';

/** Why a call got no answer from its thread: the thread died, the call ran past its deadline, or the pool was shut down. */
export type ThreadLoss = 'crashed' | 'deadline' | 'closed';

export interface ThreadPoolOptions {
  /** The thread's module (a .ts or .js URL); it calls serveTasks. */
  entry: URL;
  /** How many threads at most; they start on demand. */
  size: number;
  /** Given to every thread as its workerData (with `start`, which the bootstrap reads). */
  workerData?: Record<string, unknown>;
  /** How long one call may run before its thread is stopped and replaced; no limit when unset. */
  deadlineMs?: number;
  /** The typed error of a call whose thread was lost. */
  lost: (reason: ThreadLoss, detail: string) => Error;
  /** The typed error of a call whose task threw in its thread. */
  failed: (error: SerializedError) => Error;
  /** Answers a question a thread asks while it runs a task (work that must stay on the pool's side). */
  answer?: (question: unknown) => Promise<{ value: unknown; transfer?: TransferListItem[] }>;
}

interface Pending {
  id: number;
  task: unknown;
  transfer: TransferListItem[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
  /** The thread has loaded its modules and serves tasks. */
  ready: boolean;
  deadline?: NodeJS.Timeout;
}

/**
 * Threads that run CPU-bound tasks off the service's event loop, one task per thread at a time, queued
 * when all are busy. A thread that dies or runs past the deadline fails only its own call (with the
 * typed error `lost` makes) and is replaced by a fresh one for the next call. Idle threads do not keep
 * the process alive.
 */
export class ThreadPool<Task, Result> {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: ThreadPoolOptions) {}

  get size(): number {
    return this.options.size;
  }

  /** Threads alive now (started on demand, replaced when lost). */
  get threadCount(): number {
    return this.slots.length;
  }

  /** The task's result from a thread; task and result must be structured-clone safe. */
  run(task: Task, transfer: TransferListItem[] = []): Promise<Result> {
    if (this.closed) return Promise.reject(this.options.lost('closed', 'the pool is shut down'));
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, transfer, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Starts every thread now rather than in the first calls (loading a thread's modules takes seconds). */
  warmUp(): void {
    while (!this.closed && this.slots.length < this.options.size) this.startThread();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(this.options.lost('closed', 'the pool is shut down'));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        clearTimeout(slot.deadline);
        slot.busy?.reject(this.options.lost('closed', 'the pool is shut down'));
        return slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const slot = this.slots.find((candidate) => !candidate.busy) ?? (this.slots.length < this.options.size ? this.startThread() : undefined);
      if (!slot) return;
      const pending = this.queue.shift()!;
      slot.busy = pending;
      slot.worker.ref();
      if (slot.ready) this.startDeadline(slot);
      const message: ToThread = { kind: 'task', id: pending.id, task: pending.task };
      try {
        slot.worker.postMessage(message, pending.transfer);
      } catch (error) {
        this.finish(slot, pending.id, () => pending.reject(this.options.failed(serializeError(error))));
      }
    }
  }

  private startThread(): Slot {
    const start = threadStart(this.options.entry);
    const worker = new Worker(start.code, { eval: true, workerData: { ...this.options.workerData, start: start.workerData } });
    const slot: Slot = { worker, busy: null, ready: false };
    worker.unref();
    worker.on('message', (message: FromThread) => {
      if (message.kind === 'ready') {
        slot.ready = true;
        return this.startDeadline(slot);
      }
      const pending = slot.busy;
      if (!pending || pending.id !== message.id) return;
      if (message.kind === 'ask') return this.answer(slot, pending, message.askId, message.question);
      this.finish(slot, message.id, () =>
        message.kind === 'done' ? pending.resolve(message.value) : pending.reject(this.options.failed(message.error)),
      );
    });
    worker.on('error', (error) => this.retire(slot, 'crashed', error.message));
    worker.on('exit', (code) => this.retire(slot, 'crashed', `exit code ${code}`));
    this.slots.push(slot);
    return slot;
  }

  /** A call's deadline counts from when its thread is ready (loading a fresh thread is not the call's fault). */
  private startDeadline(slot: Slot): void {
    const { deadlineMs } = this.options;
    if (deadlineMs === undefined || !slot.busy) return;
    slot.deadline = setTimeout(() => this.retire(slot, 'deadline', `no answer within ${deadlineMs} ms`), deadlineMs);
  }

  private finish(slot: Slot, id: number, settle: () => void): void {
    if (slot.busy?.id !== id) return;
    clearTimeout(slot.deadline);
    slot.busy = null;
    slot.worker.unref();
    settle();
    this.dispatch();
  }

  /** Takes a thread out of the pool (stopping it if it still runs) and fails the call it had; the next call gets a fresh thread. */
  private retire(slot: Slot, reason: ThreadLoss, detail: string): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.deadline);
    const pending = slot.busy;
    slot.busy = null;
    void slot.worker.terminate();
    pending?.reject(this.options.lost(reason, detail));
    this.dispatch();
  }

  private answer(slot: Slot, pending: Pending, askId: number, question: unknown): void {
    const reply = (message: ToThread, transfer: TransferListItem[] = []) => {
      if (slot.busy === pending && this.slots.includes(slot)) slot.worker.postMessage(message, transfer);
    };
    if (!this.options.answer) return reply({ kind: 'answer', askId, ok: false, error: serializeError(new Error('This pool answers no questions')) });
    this.options.answer(question).then(
      ({ value, transfer }) => reply({ kind: 'answer', askId, ok: true, value }, transfer),
      (error: unknown) => reply({ kind: 'answer', askId, ok: false, error: serializeError(error) }),
    );
  }
}
