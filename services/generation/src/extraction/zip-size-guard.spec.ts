import { describe, expect, it } from 'vitest';
import { extractDocx } from './docx-extractor.js';
import { craftedZip, deflatedPart, docxParts, selfExtractorStub, zerosPart, type ZipPart } from './sandbox/untrusted-files.fixture.js';
import { checkZipSize } from './zip-size-guard.js';

const MB = 1024 * 1024;
const tooLarge = '"bomb.docx" is too large to read: it unpacks to more than 100 MB.';
const unusual = '"bomb.docx" cannot be read safely: its zip structure is damaged or unusual. Open it in your word processor, save it again as .docx and upload it again.';
const liar = '"bomb.docx" cannot be read safely: a part inside it unpacks to more than the file says. Open it in your word processor, save it again as .docx and upload it again.';

function refusal(bytes: Buffer): unknown {
  try {
    checkZipSize(bytes, 'bomb.docx');
  } catch (error) {
    return error;
  }
  return 'accepted';
}

/** A DOCX with one extra part that says it unpacks to 200 MB (in a few bytes). */
async function declaredBombParts(): Promise<ZipPart[]> {
  return [...(await docxParts('Cells')), await zerosPart('word/media/filler.bin', 1024, 200 * MB)];
}

async function textOf(bytes: Buffer): Promise<string> {
  return (await extractDocx(bytes, 'notes.docx')).map((block) => block.text).join(' ');
}

describe('the zip size guard finds the directory where the Word parser does', () => {
  it('reads a DOCX behind a self-extractor prefix, and refuses a bomb behind one', async () => {
    expect(await textOf(Buffer.concat([selfExtractorStub(), craftedZip(await docxParts('Mitochondria make ATP.'))]))).toContain('Mitochondria');
    const bomb = Buffer.concat([selfExtractorStub(), craftedZip(await declaredBombParts())]);
    expect(refusal(bomb)).toMatchObject({ failure: 'TOO_LARGE', message: tooLarge });
  });

  it('reads a DOCX with an archive comment, and refuses one whose end record is further from the end than a comment reaches', async () => {
    expect(await textOf(craftedZip(await docxParts('Ribosomes build proteins.'), { comment: 'Saved by a tool that signs its files.' }))).toContain('Ribosomes');
    // jszip searches the whole file backwards, so 70 KB after the end record does not hide it from the parser.
    const trailed = Buffer.concat([craftedZip(await declaredBombParts()), Buffer.alloc(70 * 1024, 0x20)]);
    expect(refusal(trailed)).toMatchObject({ failure: 'UNREADABLE', message: unusual });
  });

  it('reads a zip64 DOCX and measures the sizes in its zip64 fields', async () => {
    expect(await textOf(craftedZip(await docxParts('Enzymes speed reactions.'), { zip64: true }))).toContain('Enzymes');
    expect(refusal(craftedZip(await declaredBombParts(), { zip64: true }))).toMatchObject({ failure: 'TOO_LARGE', message: tooLarge });
  });

  it('refuses what has no end record', async () => {
    const zip = craftedZip(await docxParts('Cells'));
    expect(refusal(zip.subarray(0, zip.length - 22))).toMatchObject({ failure: 'UNREADABLE', message: unusual });
  });
});

describe('the zip size guard refuses what it cannot measure', () => {
  it('refuses a local header that declares other sizes than the directory', async () => {
    const [types, rels, document] = await docxParts('Cells');
    const lying = { ...document!, localDeclaredSize: document!.declaredSize * 1000 };
    expect(refusal(craftedZip([types!, rels!, lying]))).toMatchObject({ failure: 'UNREADABLE', message: unusual });
  });

  it('refuses a part that inflates to more than it declares, stopping there', async () => {
    const parts = [...(await docxParts('Cells')), await zerosPart('word/media/filler.bin', 5 * MB, 4096)];
    expect(refusal(craftedZip(parts))).toMatchObject({ failure: 'UNREADABLE', message: liar });
  });

  it('refuses an end record whose entry count disagrees with the directory', async () => {
    expect(refusal(craftedZip(await docxParts('Cells'), { countedEntries: 2 }))).toMatchObject({ failure: 'UNREADABLE', message: unusual });
  });

  it('refuses a directory that goes on past 10,000 entries, whatever the end record counts', async () => {
    const empty = await deflatedPart('x', '');
    const parts = Array.from({ length: 10_001 }, (_, index) => ({ ...empty, name: `p/${index}` }));
    expect(refusal(craftedZip(parts, { countedEntries: 3 }))).toMatchObject({
      failure: 'TOO_LARGE',
      message: '"bomb.docx" is too large to read: it holds more than 10,000 parts.',
    });
  });

  it('refuses entries that share the same compressed bytes (an overlapping bomb)', async () => {
    const parts = [...(await docxParts('Cells')), await zerosPart('a.bin', 4 * MB)];
    const overlapping = Array.from({ length: 30 }, (_, index) => ({ ...parts[3]!, name: `copy-${index}.bin`, sameBytesAs: 3 }));
    expect(refusal(craftedZip([...parts, ...overlapping]))).toMatchObject({ failure: 'UNREADABLE', message: unusual });
  });
});

describe('the zip size guard caps sizes before inflating', () => {
  it('refuses one part declaring more than 64 MB', async () => {
    const parts = [...(await docxParts('Cells')), await zerosPart('word/media/filler.bin', 1024, 80 * MB)];
    expect(refusal(craftedZip(parts))).toMatchObject({
      failure: 'TOO_LARGE',
      message: '"bomb.docx" is too large to read: one part inside it unpacks to more than 64 MB.',
    });
  });

  it('refuses a part compressed more than 200 to 1', async () => {
    const parts = [...(await docxParts('Cells')), await zerosPart('word/media/filler.bin', 8 * MB)];
    expect(refusal(craftedZip(parts))).toMatchObject({
      failure: 'TOO_LARGE',
      message: '"bomb.docx" cannot be read safely: a part inside it is compressed more than 200 to 1.',
    });
  });

  it('counts an archive inside the archive toward the same total (a nested bomb)', async () => {
    const filler = await zerosPart('filler.bin', 10 * MB);
    const inner = craftedZip(Array.from({ length: 20 }, (_, index) => ({ ...filler, name: `filler-${index}.bin` })));
    const parts = [...(await docxParts('Cells')), { name: 'word/embeddings/package.zip', data: inner, declaredSize: inner.length, stored: true }];
    expect(refusal(craftedZip(parts))).toMatchObject({ failure: 'TOO_LARGE', message: tooLarge });
  });
});
