import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadStart } from '../../../extraction/sandbox/source-module-loader.js';
import { SpeechSynthesisError } from '../local-engine-errors.js';
import { findEspeakNg } from './espeak-ng-engine.js';
import { findLame } from './mp3-encoder.js';
import type { SpeechEngineChoice, SpeechTask, SpeechTaskReply } from './speech-thread-messages.js';
import type { VoiceProfile } from './voice-profiles.js';

const THREAD_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './speech-thread.ts' : './speech-thread.js', import.meta.url);

/** One piece of speech: MP3 frames that can be joined to the pieces before and after it. */
export interface SpokenChunk {
  mp3: Buffer;
  seconds: number;
}

interface Pending {
  task: SpeechTask;
  resolve: (chunk: SpokenChunk) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

/**
 * Speech threads, as many as the machine has cores: each turns one chunk of text into MP3 (the
 * synthesizer and the encoder are CPU-bound), so a service's event loop never waits on speech and
 * chunks of one long text are spoken in parallel. A thread that dies fails its chunk and is replaced.
 */
export class SpeechPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    readonly engine: SpeechEngineChoice,
    readonly size = Math.max(1, availableParallelism()),
  ) {}

  /** MP3 of the text; with `encode: false` only its duration (the synthesizer alone, far faster). */
  speak(text: string, profile: VoiceProfile, encode = true): Promise<SpokenChunk> {
    if (this.closed) return Promise.reject(new SpeechSynthesisError('The speech threads are shut down'));
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { id: this.nextId++, text, profile, encode }, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new SpeechSynthesisError('The speech threads are shut down'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => !candidate.busy) ?? (this.slots.length < this.size ? this.startThread() : undefined);
      if (!slot) return;
      const pending = this.queue.shift()!;
      slot.busy = pending;
      slot.worker.ref();
      slot.worker.postMessage(pending.task);
    }
  }

  private startThread(): Slot {
    const start = threadStart(THREAD_ENTRY);
    const worker = new Worker(start.code, { eval: true, workerData: { start: start.workerData, engine: this.engine } });
    const slot: Slot = { worker, busy: null };
    worker.unref();
    worker.on('message', (reply: SpeechTaskReply) => {
      const pending = slot.busy;
      if (!pending || pending.task.id !== reply.id) return;
      slot.busy = null;
      worker.unref();
      if (reply.ok) pending.resolve({ mp3: Buffer.from(reply.mp3.buffer, reply.mp3.byteOffset, reply.mp3.byteLength), seconds: reply.seconds });
      else pending.reject(new SpeechSynthesisError(reply.message));
      this.dispatch();
    });
    const lost = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      slot.busy?.reject(new SpeechSynthesisError(`A speech thread stopped: ${error.message}`));
      slot.busy = null;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    this.slots.push(slot);
    return slot;
  }
}

let shared: SpeechPool | undefined;

/** Which synthesizer and encoder this machine has: espeak-ng and lame when their system packages are installed, else meSpeak and lamejs. */
export function chooseSpeechEngine(env: NodeJS.ProcessEnv = process.env): SpeechEngineChoice {
  const binary = findEspeakNg(env);
  const lame = findLame(env);
  return binary ? { kind: 'espeak-ng', binary, lame } : { kind: 'mespeak', lame };
}

/** The process's speech threads, started on first use. */
export function sharedSpeechPool(): SpeechPool {
  shared ??= new SpeechPool(chooseSpeechEngine());
  return shared;
}
