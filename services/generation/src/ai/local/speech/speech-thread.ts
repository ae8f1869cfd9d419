import { workerData } from 'node:worker_threads';
import { serveTasks } from '../../threaded/thread-task-server.js';
import { synthesizeWithEspeakNg } from './espeak-ng-engine.js';
import { synthesize as synthesizeWithMespeak } from './mespeak-engine.js';
import { encodeMp3 } from './mp3-encoder.js';
import type { SpeechEngineChoice, SpeechTask, SpeechTaskResult } from './speech-thread-messages.js';

// The body of one speech thread (started by speech-pool.ts): text → PCM → MP3, one task at a time, off the service's event loop.

const engine = (workerData as { engine: SpeechEngineChoice }).engine;

serveTasks<SpeechTask>(async (task) => {
  const pcm = engine.kind === 'espeak-ng' ? synthesizeWithEspeakNg(engine.binary, task.text, task.profile) : synthesizeWithMespeak(task.text, task.profile);
  const encoded = task.encode ? encodeMp3(pcm, engine.lame ?? null) : { bytes: Buffer.alloc(0), seconds: pcm.samples.length / pcm.sampleRate };
  const mp3 = new Uint8Array(encoded.bytes);
  const value: SpeechTaskResult = { mp3, seconds: encoded.seconds };
  return { value, transfer: [mp3.buffer] };
});
