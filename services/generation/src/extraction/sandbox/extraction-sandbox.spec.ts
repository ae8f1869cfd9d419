import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document.js';
import type { SourceFile } from '../extracted-document.js';
import { terminateOcrEngine } from '../ocr-engine.js';
import { extractInSandbox } from './extraction-sandbox.js';
import { blackPng, craftedZip, docxParts, imagePagesPdf, selfExtractorStub, truncatedWebp, zipBombDocx } from './untrusted-files.fixture.js';

afterAll(() => terminateOcrEngine());

const notes: SourceFile = {
  fileName: 'notes.txt',
  type: 'text',
  bytes: Buffer.from('Mitochondria make most of the ATP a cell uses. Ribosomes build proteins from amino acids.'),
};

/** After a refused file, the next one reads as usual: the hostile parse took down nothing. */
async function expectNextFileRead(): Promise<void> {
  const document = await extractDocument(notes);
  expect(document.blocks[0]?.text).toContain('Mitochondria');
}

describe('untrusted files are read in a sandbox with limits', () => {
  it('refuses a DOCX whose parts claim to unpack to more than 100 MB, naming it', async () => {
    const bytes = await zipBombDocx(1024, 200 * 1024 * 1024);
    await expect(extractDocument({ fileName: 'bomb.docx', type: 'docx', bytes })).rejects.toMatchObject({
      name: 'ExtractionError',
      failure: 'TOO_LARGE',
      message: '"bomb.docx" is too large to read: it unpacks to more than 100 MB.',
    });
    await expectNextFileRead();
  }, 60_000);

  it('refuses a DOCX zip bomb that lies about its size, stopping the inflation where its declared size ends', async () => {
    const bytes = await zipBombDocx(150 * 1024 * 1024, 4096);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    await expect(extractDocument({ fileName: 'liar.docx', type: 'docx', bytes })).rejects.toMatchObject({
      failure: 'UNREADABLE',
      message: '"liar.docx" cannot be read safely: a part inside it unpacks to more than the file says. Open it in your word processor, save it again as .docx and upload it again.',
    });
    await expectNextFileRead();
  }, 60_000);

  it('refuses the same zip bomb behind a self-extractor prefix, where the Word parser would still find it', async () => {
    const bytes = Buffer.concat([selfExtractorStub(), await zipBombDocx(150 * 1024 * 1024, 4096)]);
    await expect(extractDocument({ fileName: 'prefixed.docx', type: 'docx', bytes })).rejects.toMatchObject({
      failure: 'UNREADABLE',
      message: '"prefixed.docx" cannot be read safely: a part inside it unpacks to more than the file says. Open it in your word processor, save it again as .docx and upload it again.',
    });
    await expectNextFileRead();
  }, 60_000);

  it('refuses a DOCX whose local header declares other sizes than its directory', async () => {
    const [types, rels, document] = await docxParts('Mitochondria make ATP.');
    const bytes = craftedZip([types!, rels!, { ...document!, localDeclaredSize: 50 * 1024 * 1024 }]);
    await expect(extractDocument({ fileName: 'forged.docx', type: 'docx', bytes })).rejects.toMatchObject({
      failure: 'UNREADABLE',
      message: '"forged.docx" cannot be read safely: its zip structure is damaged or unusual. Open it in your word processor, save it again as .docx and upload it again.',
    });
    await expectNextFileRead();
  }, 60_000);

  it('refuses a PDF of thousands of image pages before reading them', async () => {
    const bytes = await imagePagesPdf(3000);
    await expect(extractDocument({ fileName: 'scans.pdf', type: 'pdf', bytes })).rejects.toMatchObject({
      failure: 'TOO_LARGE',
      message: '"scans.pdf" is too long to read: it has 3,000 pages; the limit is 1,000. Split it into smaller files.',
    });
    await expectNextFileRead();
  }, 60_000);

  it('refuses a PDF with more scanned pages than OCR may take, before any OCR', async () => {
    const bytes = await imagePagesPdf(150);
    await expect(extractDocument({ fileName: 'album.pdf', type: 'pdf', bytes })).rejects.toMatchObject({
      failure: 'TOO_LARGE',
      message: '"album.pdf" has too many scanned pages to read: 150 pages are images of text; the limit is 100. Split it into smaller files.',
    });
    await expectNextFileRead();
  }, 60_000);

  it('refuses a 20,000 × 20,000 pixel PNG from its header, without decoding it', async () => {
    const bytes = await blackPng(20_000, 20_000);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    await expect(extractDocument({ fileName: 'huge.png', type: 'png', bytes })).rejects.toMatchObject({
      failure: 'TOO_LARGE',
      message: '"huge.png" is too large to read: it is 20,000 × 20,000 pixels; the limit is 50 megapixels. Scale it down and upload it again.',
    });
    await expectNextFileRead();
  }, 60_000);

  it('refuses a truncated WebP as incomplete', async () => {
    await expect(extractDocument({ fileName: 'half.webp', type: 'webp', bytes: await truncatedWebp() })).rejects.toMatchObject({
      failure: 'TOO_LARGE',
      message: '"half.webp" is incomplete: the file ends before the image does. Upload it again.',
    });
    await expectNextFileRead();
  }, 60_000);

  it('reads files side by side, each in its own thread', async () => {
    const [bomb, text] = await Promise.allSettled([
      zipBombDocx(150 * 1024 * 1024, 4096).then((bytes) => extractDocument({ fileName: 'bomb.docx', type: 'docx', bytes })),
      extractDocument(notes),
    ]);
    expect(bomb).toMatchObject({ status: 'rejected', reason: { failure: 'UNREADABLE' } });
    expect(text).toMatchObject({ status: 'fulfilled', value: { fileName: 'notes.txt' } });
  }, 60_000);

  it('reports a parse that runs out of memory as too complex, and keeps reading other files', async () => {
    const bytes = await imagePagesPdf(20);
    await expect(extractInSandbox({ fileName: 'dense.pdf', type: 'pdf', bytes }, { memoryMb: 4 })).rejects.toMatchObject({
      failure: 'TOO_LARGE',
      message: '"dense.pdf" is too complex to read: reading it needs more than 4 MB of memory.',
    });
    await expectNextFileRead();
  }, 60_000);
});
