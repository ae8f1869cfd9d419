import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** word-extractor failed, ran out of memory or time on this file. */
export class WordReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WordReadError';
  }
}

const READ_TIMEOUT_MS = 30_000;
const MEMORY_LIMIT_MB = 256;

const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const WordExtractor = require(workerData.modulePath);
new WordExtractor().extract(Buffer.from(workerData.bytes)).then(
  (document) => parentPort.postMessage({ body: document.getBody({ filterUnicode: false }) }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);`;

const wordExtractorPath = createRequire(import.meta.url).resolve('word-extractor');

/**
 * The body text of a legacy Word file, read by word-extractor in a throwaway thread with a memory cap
 * and a deadline: the library follows sector chains without loop checks, so a crafted file would
 * otherwise spin or exhaust the memory of the whole worker process. Typographic quotes are kept.
 */
export function readWordBody(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { modulePath: wordExtractorPath, bytes },
      resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new WordReadError('Reading the Word file took too long.'))), READ_TIMEOUT_MS);
    worker.once('message', (message: { body?: string; error?: string }) =>
      settle(() => (message.error === undefined ? resolve(message.body ?? '') : reject(new WordReadError(message.error)))),
    );
    worker.once('error', (error) => settle(() => reject(new WordReadError(error.message))));
    worker.once('exit', (code) => settle(() => reject(new WordReadError(`The Word reader stopped (exit code ${code}).`))));
  });
}
