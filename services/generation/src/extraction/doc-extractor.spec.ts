import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { extractDoc } from './doc-extractor.js';

const SECTOR = 512;
const END_OF_CHAIN = -2;
const FREE = -1;

const padTo = (bytes: Buffer, size: number) => Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length))]);
const sectorsOf = (bytes: Buffer) => padTo(bytes, Math.ceil(bytes.length / SECTOR) * SECTOR);

function directoryEntry(name: string, type: number, left: number, right: number, child: number, start: number, size: number) {
  const entry = Buffer.alloc(128);
  if (name) {
    entry.write(name, 0, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 64);
  }
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67);
  entry.writeInt32LE(left, 68);
  entry.writeInt32LE(right, 72);
  entry.writeInt32LE(child, 76);
  entry.writeInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * A minimal OLE2 compound file: header, one FAT sector, one directory sector, then each stream in
 * whole sectors. Streams are at least 4096 bytes so none lives in the mini stream.
 */
function compoundFile(streams: Array<[string, Buffer]>): Buffer {
  const padded = streams.map(([, bytes]) => padTo(bytes, 4096));
  const bodies = padded.map(sectorsOf);
  const fat: number[] = [-3, END_OF_CHAIN];
  const starts: number[] = [];
  for (const body of bodies) {
    const count = body.length / SECTOR;
    starts.push(fat.length);
    for (let index = 0; index < count; index++) fat.push(index === count - 1 ? END_OF_CHAIN : fat.length + 1);
  }
  const fatSector = Buffer.alloc(SECTOR);
  for (let index = 0; index < SECTOR / 4; index++) fatSector.writeInt32LE(fat[index] ?? FREE, index * 4);

  const header = Buffer.alloc(SECTOR);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeInt32LE(1, 44);
  header.writeInt32LE(1, 48);
  header.writeUInt32LE(4096, 56);
  header.writeInt32LE(END_OF_CHAIN, 60);
  header.writeInt32LE(END_OF_CHAIN, 68);
  for (let index = 0; index < 109; index++) header.writeInt32LE(index === 0 ? 0 : FREE, 76 + index * 4);

  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, FREE, FREE, 1, END_OF_CHAIN, 0),
    directoryEntry(streams[0]![0], 2, 2, FREE, FREE, starts[0]!, padded[0]!.length),
    directoryEntry(streams[1]![0], 2, FREE, FREE, FREE, starts[1]!, padded[1]!.length),
    directoryEntry('', 0, FREE, FREE, FREE, 0, 0),
  ]);
  return Buffer.concat([header, fatSector, directory, ...bodies]);
}

/** A Word 97 binary document whose body is `paragraphs`, stored as one 8-bit (Windows-1252) text piece. */
function word97(paragraphs: string[]): Buffer {
  const text = paragraphs.join('\r') + '\r';
  const characters = iconv.encode(text, 'windows-1252');
  const textOffset = 0x800;

  const wordDocument = Buffer.alloc(textOffset + characters.length);
  wordDocument.writeUInt16LE(0xa5ec, 0x00); // wIdent
  wordDocument.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  wordDocument.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: table stream is 1Table
  wordDocument.writeUInt32LE(textOffset, 0x18); // fcMin
  wordDocument.writeUInt32LE(text.length, 0x4c); // ccpText
  wordDocument.writeUInt32LE(0, 0x1a2); // fcClx
  wordDocument.writeUInt32LE(21, 0x1a6); // lcbClx
  characters.copy(wordDocument, textOffset);

  const table = Buffer.alloc(21);
  table.writeUInt8(2, 0); // Pcdt
  table.writeUInt32LE(16, 1); // PlcPcd: two character positions and one piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt32LE(((textOffset * 2) | 0x40000000) >>> 0, 15); // fc, flagged as 8-bit text
  return compoundFile([
    ['WordDocument', wordDocument],
    ['1Table', table],
  ]);
}

describe('extractDoc', () => {
  it('reads a legacy Word body, recognising headings by their wording and keeping Windows-1252 characters', async () => {
    const bytes = word97([
      'PLANT BIOLOGY',
      '1.1 Photosynthesis',
      'Plants turn light into chemical energy in the chloroplast \u2014 the \u201Cfood factory\u201D of the caf\u00E9 garden.',
      '\u2022 Chlorophyll absorbs red and blue light.',
      'Stomata\tPores that let gases in and out.',
    ]);
    expect(await extractDoc(bytes)).toEqual([
      { text: 'PLANT BIOLOGY', kind: 'heading', level: 1, page: null, section: 'PLANT BIOLOGY' },
      { text: '1.1 Photosynthesis', kind: 'heading', level: 2, page: null, section: '1.1 Photosynthesis' },
      {
        text: 'Plants turn light into chemical energy in the chloroplast \u2014 the \u201Cfood factory\u201D of the caf\u00E9 garden.',
        kind: 'paragraph',
        page: null,
        section: '1.1 Photosynthesis',
      },
      { text: 'Chlorophyll absorbs red and blue light.', kind: 'list-item', page: null, section: '1.1 Photosynthesis' },
      { text: 'Stomata | Pores that let gases in and out.', kind: 'paragraph', page: null, section: '1.1 Photosynthesis' },
    ]);
  });

  it('gives up on a file whose sector chain loops instead of hanging or exhausting memory', async () => {
    const looping = word97(['A paragraph that will never be reached.']);
    const fatEntry = (sector: number) => 512 + sector * 4;
    // WordDocument occupies sectors 2-9; point its last sector back at its first.
    looping.writeInt32LE(2, fatEntry(9));
    await expect(extractDoc(looping)).rejects.toMatchObject({ name: 'WordReadError', message: expect.stringMatching(/memory limit|too long/) });
  }, 40_000);

  it('fails on a compound file that is not a Word document', async () => {
    const notWord = compoundFile([
      ['WordDocument', Buffer.from('not a file information block')],
      ['1Table', Buffer.alloc(16)],
    ]);
    await expect(extractDoc(notWord)).rejects.toThrow(/Word document/);
  });
});
