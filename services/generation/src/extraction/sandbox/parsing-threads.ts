import { Worker } from 'node:worker_threads';
import { EXTRACTION_LIMITS } from '../extraction-limits.js';
import { threadStart } from './source-module-loader.js';

const THREAD_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './extraction-thread.ts' : './extraction-thread.js', import.meta.url);

interface ParsingThread {
  worker: Worker;
  memoryMb: number;
  exited: boolean;
}

/**
 * One thread started ahead of the next file: loading the parsers (pdf.js, the DOCX reader) takes a thread
 * longer than reading a 50-page PDF, so a file is handed a thread that has already loaded them. Each
 * thread still reads one file and is ended after it.
 */
let spare: ParsingThread | null = null;

function startThread(memoryMb: number): ParsingThread {
  const start = threadStart(THREAD_ENTRY);
  const worker = new Worker(start.code, {
    eval: true,
    workerData: { start: start.workerData },
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
  const thread: ParsingThread = { worker, memoryMb, exited: false };
  worker.once('exit', () => {
    thread.exited = true;
    if (spare === thread) spare = null;
  });
  // Whoever takes the thread reports its errors; one before that only leaves it unused (its exit drops it).
  worker.on('error', () => undefined);
  return thread;
}

/** A thread for one file, with this heap cap: the one started ahead when it fits, a new one otherwise. */
export function takeParsingThread(memoryMb: number = EXTRACTION_LIMITS.memoryMb): Worker {
  const ready = spare;
  if (ready && !ready.exited && ready.memoryMb === memoryMb) {
    spare = null;
    ready.worker.ref();
    return ready.worker;
  }
  return startThread(memoryMb).worker;
}

/** Starts the thread the next file will take, unless one is waiting; it keeps no process alive while it waits. */
export function prepareParsingThread(): Worker {
  if (!spare || spare.exited) {
    spare = startThread(EXTRACTION_LIMITS.memoryMb);
    spare.worker.unref();
  }
  return spare.worker;
}

/** Ends the waiting thread (service shutdown). */
export async function closeParsingThreads(): Promise<void> {
  const waiting = spare;
  spare = null;
  await waiting?.worker.terminate();
}
