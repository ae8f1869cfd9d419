import { availableParallelism } from 'node:os';
import { ThreadPool } from '../../threaded/thread-pool.js';
import { SpeechSynthesisError } from '../local-engine-errors.js';
import { findEspeakNg } from './espeak-ng-engine.js';
import { findLame } from './mp3-encoder.js';
import type { SpeechEngineChoice, SpeechTask, SpeechTaskResult } from './speech-thread-messages.js';
import type { VoiceProfile } from './voice-profiles.js';

const THREAD_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './speech-thread.ts' : './speech-thread.js', import.meta.url);

/** One piece of speech: MP3 frames that can be joined to the pieces before and after it. */
export interface SpokenChunk {
  mp3: Buffer;
  seconds: number;
}

/**
 * Speech threads, as many as the machine has cores: each turns one chunk of text into MP3 (the
 * synthesizer and the encoder are CPU-bound), so a service's event loop never waits on speech and
 * chunks of one long text are spoken in parallel. A thread that dies fails its chunk and is replaced.
 */
export class SpeechPool {
  private readonly threads: ThreadPool<SpeechTask, SpeechTaskResult>;

  constructor(
    readonly engine: SpeechEngineChoice,
    readonly size = Math.max(1, availableParallelism()),
  ) {
    this.threads = new ThreadPool({
      entry: THREAD_ENTRY,
      size,
      workerData: { engine },
      lost: (reason, detail) => new SpeechSynthesisError(reason === 'closed' ? 'The speech threads are shut down' : `A speech thread stopped: ${detail}`),
      failed: (error) => new SpeechSynthesisError(error.message),
    });
  }

  /** MP3 of the text; with `encode: false` only its duration (the synthesizer alone, far faster). */
  async speak(text: string, profile: VoiceProfile, encode = true): Promise<SpokenChunk> {
    const { mp3, seconds } = await this.threads.run({ text, profile, encode });
    return { mp3: Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength), seconds };
  }

  close(): Promise<void> {
    return this.threads.close();
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
