import { createWriteStream, type WriteStream } from 'node:fs';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Already-compressed files gain nothing from deflate: they are stored as they are. */
const STORED = /\.(zip|png|jpe?g|gif|webp|mp3|m4a|pdf|docx|pptx|xlsx)$/i;

/** A ZIP written to a file as entries arrive, one at a time, so no entry is ever held whole in memory. */
export class ZipFileWriter {
  private readonly zip: Zip;
  private readonly out: WriteStream;
  private readonly finished: Promise<void>;
  private failure: Error | null = null;

  constructor(path: string) {
    this.out = createWriteStream(path);
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    this.finished = new Promise<void>((done, fail) => {
      resolve = done;
      reject = fail;
    });
    this.finished.catch(() => undefined);
    this.out.on('error', (error) => {
      this.failure = error;
      reject(error);
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        return reject(error);
      }
      this.out.write(chunk);
      if (final) this.out.end(() => resolve());
    });
  }

  addText(name: string, text: string): void {
    const entry = new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    entry.push(new TextEncoder().encode(text), true);
  }

  async addStream(name: string, chunks: AsyncIterable<Uint8Array | Buffer>): Promise<void> {
    const entry = STORED.test(name) ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    for await (const chunk of chunks) {
      if (this.failure) throw this.failure;
      entry.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk));
      if (this.out.writableNeedDrain) await new Promise<void>((resolve) => this.out.once('drain', () => resolve()));
    }
    entry.push(new Uint8Array(0), true);
  }

  async finish(): Promise<void> {
    this.zip.end();
    await this.finished;
  }
}
