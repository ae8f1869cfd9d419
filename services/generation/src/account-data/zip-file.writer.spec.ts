import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZipFileWriter } from './zip-file.writer.js';

describe('the ZIP of a data export', () => {
  it('holds each entry as written, texts and streamed files alike', async () => {
    const path = join(tmpdir(), `zip-writer-${process.pid}-${Date.now()}.zip`);
    const photo = randomBytes(300_000);
    try {
      const zip = new ZipFileWriter(path);
      zip.addText('README.txt', 'Hello, Ada.\n');
      await zip.addStream('generation/uploads/photo.png', Readable.from([photo.subarray(0, 100_000), photo.subarray(100_000)]));
      await zip.addStream('credits/ledger.json', Readable.from([Buffer.from('[{"delta":50}]')]));
      await zip.finish();
      const files = unzipSync(new Uint8Array(readFileSync(path)));
      expect(Object.keys(files)).toEqual(['README.txt', 'generation/uploads/photo.png', 'credits/ledger.json']);
      expect(strFromU8(files['README.txt']!)).toBe('Hello, Ada.\n');
      expect(Buffer.from(files['generation/uploads/photo.png']!).equals(photo)).toBe(true);
      expect(JSON.parse(strFromU8(files['credits/ledger.json']!))).toEqual([{ delta: 50 }]);
    } finally {
      rmSync(path, { force: true });
    }
  });
});
