import { generationMessages } from '@studyforge/contracts';
import { ExtractionError, type SourceFile } from '../extracted-document.js';
import { EXTRACTION_LIMITS, limitMessages, overLimit } from '../extraction-limits.js';
import { ocrEngine, OcrEngineError, type RecognizeImage } from '../ocr-engine.js';
import type { Extraction } from '../read-format.js';
import { prepareParsingThread, takeParsingThread } from './parsing-threads.js';
import type { OcrReply, ServiceMessage, ThreadMessage } from './sandbox-messages.js';

export interface SandboxOptions {
  onProgress?: (fraction: number) => void;
  /** OCR for the thread's images; the process's long-lived engine by default. */
  ocr?: RecognizeImage;
  /** Heap cap of the thread; EXTRACTION_LIMITS.memoryMb by default. */
  memoryMb?: number;
}

/** A deadline that stands still while the thread waits for the shared OCR engine (other files' OCR is not this file's fault). */
class PausableDeadline {
  private timer: NodeJS.Timeout | undefined;
  private remaining: number;
  private startedAt = 0;
  private pauses = 0;

  constructor(milliseconds: number, private readonly onExpiry: () => void) {
    this.remaining = milliseconds;
    this.run();
  }

  pause(): void {
    if (this.pauses++ > 0) return;
    clearTimeout(this.timer);
    this.remaining -= Date.now() - this.startedAt;
  }

  resume(): void {
    if (--this.pauses > 0) return;
    this.run();
  }

  clear(): void {
    clearTimeout(this.timer);
  }

  private run(): void {
    this.startedAt = Date.now();
    this.timer = setTimeout(this.onExpiry, Math.max(0, this.remaining));
  }
}

/**
 * Reads one untrusted file in a thread of its own, with a heap cap and a deadline; the parsers inside
 * add caps on unpacked size, pages and pixels. Whatever the file does to its thread (exhausts the
 * heap, hangs, crashes the parser), the service and the other files being read are untouched, and
 * the student gets a message that names the file.
 */
export function extractInSandbox(file: SourceFile, options: SandboxOptions = {}): Promise<Extraction> {
  const { fileName } = file;
  const ocr = options.ocr ?? ((image: Buffer) => ocrEngine.recognize(image));
  const memoryMb = options.memoryMb ?? EXTRACTION_LIMITS.memoryMb;
  const worker = takeParsingThread(memoryMb);
  const post = (message: ServiceMessage, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  const bytes = new Uint8Array(file.bytes);
  post({ kind: 'read', job: { fileName, type: file.type, bytes } }, [bytes.buffer]);

  return new Promise<Extraction>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      deadline.clear();
      void worker.terminate();
      prepareParsingThread();
      outcome();
    };
    const fail = (error: Error) => settle(() => reject(error));
    const unreadable = (cause: unknown) => new ExtractionError('UNREADABLE', fileName, generationMessages.unreadable(fileName), { cause });
    const deadline = new PausableDeadline(EXTRACTION_LIMITS.deadlineMs, () => fail(overLimit(fileName, limitMessages.tooSlow(fileName))));

    const answerOcr = (id: number, image: Uint8Array) => {
      deadline.pause();
      ocr(Buffer.from(image.buffer, image.byteOffset, image.byteLength)).then(
        (page) => ({ id, page }),
        (error: Error) => ({ id, error: { engine: error instanceof OcrEngineError, message: error.message } }),
      ).then((reply: OcrReply) => {
        deadline.resume();
        if (!settled) post({ kind: 'ocr', reply });
      });
    };

    worker.on('message', (message: ThreadMessage) => {
      switch (message.kind) {
        case 'progress':
          options.onProgress?.(message.fraction);
          return;
        case 'ocr':
          answerOcr(message.id, message.image);
          return;
        case 'done':
          settle(() => resolve({ blocks: message.blocks, pageCount: message.pageCount }));
          return;
        case 'refused':
          fail(new ExtractionError(message.failure, fileName, message.message));
          return;
        case 'failed':
          fail(unreadable(new Error(message.message)));
          return;
        case 'ocr-engine-failed':
          fail(new OcrEngineError(message.message));
          return;
      }
    });
    worker.on('error', (error: Error & { code?: string }) =>
      fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? overLimit(fileName, limitMessages.tooComplex(fileName, memoryMb)) : unreadable(error)),
    );
    worker.on('exit', (code) => fail(unreadable(new Error(`The parsing thread stopped (exit code ${code}).`))));
  });
}
