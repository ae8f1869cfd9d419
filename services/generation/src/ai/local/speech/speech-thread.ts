import { parentPort, workerData } from 'node:worker_threads';
import { synthesizeWithEspeakNg } from './espeak-ng-engine.js';
import { synthesize as synthesizeWithMespeak } from './mespeak-engine.js';
import { encodeMp3 } from './mp3-encoder.js';
import type { SpeechEngineChoice, SpeechTask, SpeechTaskReply } from './speech-thread-messages.js';

// The body of one speech thread (started by speech-pool.ts): text → PCM → MP3, one task at a time, off the service's event loop.

const port = parentPort!;
const engine = (workerData as { engine: SpeechEngineChoice }).engine;

port.on('message', (task: SpeechTask) => {
  let reply: SpeechTaskReply;
  const transfer: ArrayBuffer[] = [];
  try {
    const pcm = engine.kind === 'espeak-ng' ? synthesizeWithEspeakNg(engine.binary, task.text, task.profile) : synthesizeWithMespeak(task.text, task.profile);
    const encoded = task.encode ? encodeMp3(pcm, engine.lame ?? null) : { bytes: Buffer.alloc(0), seconds: pcm.samples.length / pcm.sampleRate };
    const mp3 = new Uint8Array(encoded.bytes);
    transfer.push(mp3.buffer);
    reply = { id: task.id, ok: true, mp3, seconds: encoded.seconds };
  } catch (error) {
    reply = { id: task.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, transfer);
});
