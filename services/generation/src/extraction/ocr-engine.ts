import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { toOcrPage, type OcrPage } from './ocr-lines.js';

/** The OCR engine itself could not start (missing language data, broken install): not the file's fault. */
export class OcrEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OcrEngineError';
  }
}

/** Tesseract could not read the image bytes, or took too long over them. */
export class OcrImageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OcrImageError';
  }
}

const RECOGNIZE_TIMEOUT_MS = 120_000;

/** Reads the text of one image (PNG, JPEG or WebP bytes). */
export type RecognizeImage = (image: Buffer) => Promise<OcrPage>;

/**
 * English LSTM data from @tesseract.js-data/eng on disk. Without an explicit local langPath,
 * tesseract.js downloads from a CDN, which on an offline machine fails or hangs.
 */
function englishDataPath(): string {
  const require = createRequire(import.meta.url);
  const packageDirectory = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const lstmOnly = path.join(packageDirectory, '4.0.0_best_int');
  if (existsSync(path.join(lstmOnly, 'eng.traineddata.gz'))) return lstmOnly;
  return (require('@tesseract.js-data/eng') as { langPath: string }).langPath;
}

async function startWorker(): Promise<Worker> {
  try {
    return await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishDataPath(),
      gzip: true,
      // Read the data from langPath every start; never write a cache file into the working directory.
      cacheMethod: 'none',
      // Without a handler, tesseract.js rethrows job errors inside its message listener, crashing the process.
      errorHandler: () => undefined,
    });
  } catch (error) {
    throw new OcrEngineError('The OCR engine could not start.', { cause: error });
  }
}

/**
 * One long-lived tesseract worker per process, started on first use (starting one takes seconds).
 * Jobs run one at a time; a job that hangs or fails has its worker replaced so later jobs still run.
 * Parsing threads send it their images (see sandbox/), so the model is loaded once, not per file.
 */
class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  recognize(image: Buffer): Promise<OcrPage> {
    const job = this.queue.then(() => this.run(image));
    this.queue = job.catch(() => undefined);
    return job;
  }

  /** Starts the worker now rather than on the first image. */
  async warmUp(): Promise<void> {
    await this.ensureWorker();
  }

  async terminate(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate().catch(() => undefined);
  }

  private ensureWorker(): Promise<Worker> {
    if (!this.worker) {
      const starting = startWorker();
      this.worker = starting;
      starting.catch(() => {
        if (this.worker === starting) this.worker = null;
      });
    }
    return this.worker;
  }

  private async run(image: Buffer): Promise<OcrPage> {
    const worker = await this.ensureWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrImageError('OCR took too long on this image.')), RECOGNIZE_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([worker.recognize(image, {}, { text: true, blocks: true }), timeout]);
      return toOcrPage(result.data);
    } catch (error) {
      // A hung or crashed engine (tesseract aborts on some inputs) would fail every later image: start a fresh one next time.
      await this.terminate();
      if (error instanceof OcrImageError) throw error;
      throw new OcrImageError('The image could not be read by OCR.', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
}

export const ocrEngine = new OcrEngine();

/** For shutdown (and test teardown): stops the OCR worker thread so the process can exit. */
export function terminateOcrEngine(): Promise<void> {
  return ocrEngine.terminate();
}
