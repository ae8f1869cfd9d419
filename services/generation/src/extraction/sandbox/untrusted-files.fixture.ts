import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { createDeflate, createDeflateRaw, crc32, type Deflate, type DeflateRaw } from 'node:zlib';

/** Hostile files for the sandbox's tests, built in memory: each is a few KB however large it unpacks. */

/** Compresses `size` zero bytes without ever holding them: a 1 MB chunk written over and over. */
async function compressedZeros(deflate: Deflate | DeflateRaw, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, size - written));
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

export interface ZipPart {
  name: string;
  /** The bytes as they lie in the archive: raw-deflated, or as they are when `stored`. */
  data: Buffer;
  /** What the archive claims the part unpacks to. */
  declaredSize: number;
  stored?: boolean;
  /** What the local header claims instead, when it lies. */
  localDeclaredSize?: number;
  /** The directory entry points at an earlier part's local header instead of one of its own (overlapping entries). */
  sameBytesAs?: number;
}

export interface ZipShape {
  /** ZIP64 end records, and every size and offset in zip64 extra fields. */
  zip64?: boolean;
  comment?: string;
  /** What the end record says the directory holds, when it lies. */
  countedEntries?: number;
}

const ZIP64_FIELD = 0xffffffff;

function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, index) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index));
  return extra;
}

/** A zip built field by field, so each test can bend one rule; offsets count from its first byte, so bytes put in front shift them as a self-extractor's would. */
export function craftedZip(parts: ZipPart[], shape: ZipShape = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  const localOffsets: number[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const method = part.stored ? 0 : 8;
    const headerOffset = part.sameBytesAs === undefined ? offset : localOffsets[part.sameBytesAs]!;
    localOffsets.push(headerOffset);
    if (part.sameBytesAs === undefined) {
      const localExtra = shape.zip64 ? zip64Extra([part.localDeclaredSize ?? part.declaredSize, part.data.length]) : Buffer.alloc(0);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(shape.zip64 ? 45 : 20, 4);
      local.writeUInt16LE(method, 8);
      local.writeUInt32LE(shape.zip64 ? ZIP64_FIELD : part.data.length, 18);
      local.writeUInt32LE(shape.zip64 ? ZIP64_FIELD : (part.localDeclaredSize ?? part.declaredSize), 22);
      local.writeUInt16LE(name.length, 26);
      local.writeUInt16LE(localExtra.length, 28);
      locals.push(local, name, localExtra, part.data);
      offset += local.length + name.length + localExtra.length + part.data.length;
    }
    const extra = shape.zip64 ? zip64Extra([part.declaredSize, part.data.length, headerOffset]) : Buffer.alloc(0);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(shape.zip64 ? 45 : 20, 4);
    entry.writeUInt16LE(shape.zip64 ? 45 : 20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(shape.zip64 ? ZIP64_FIELD : part.data.length, 20);
    entry.writeUInt32LE(shape.zip64 ? ZIP64_FIELD : part.declaredSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt16LE(extra.length, 30);
    entry.writeUInt32LE(shape.zip64 ? ZIP64_FIELD : headerOffset, 42);
    directory.push(entry, name, extra);
  }
  const directoryBytes = Buffer.concat(directory);
  const count = shape.countedEntries ?? parts.length;
  const comment = Buffer.from(shape.comment ?? '');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(shape.zip64 ? 0xffff : count, 8);
  end.writeUInt16LE(shape.zip64 ? 0xffff : count, 10);
  end.writeUInt32LE(shape.zip64 ? ZIP64_FIELD : directoryBytes.length, 12);
  end.writeUInt32LE(shape.zip64 ? ZIP64_FIELD : offset, 16);
  end.writeUInt16LE(comment.length, 20);
  if (!shape.zip64) return Buffer.concat([...locals, directoryBytes, end, comment]);

  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directoryBytes.length), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directoryBytes.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([...locals, directoryBytes, record, locator, end, comment]);
}

const contentTypesXml =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const relationshipsXml =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const documentXml = (text: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** A part holding `content`, deflated, declaring its true size. */
export async function deflatedPart(name: string, content: Buffer | string): Promise<ZipPart> {
  const bytes = Buffer.from(content);
  return { name, data: await rawDeflate(bytes), declaredSize: bytes.length };
}

/** A part of `size` zeros that claims to unpack to `declaredSize` (its true size unless told). */
export async function zerosPart(name: string, size: number, declaredSize = size): Promise<ZipPart> {
  return { name, data: await compressedZeros(createDeflateRaw({ level: 9 }), size), declaredSize };
}

/** The three parts of the smallest DOCX Word's parser reads: one paragraph of `text`. */
export async function docxParts(text: string): Promise<ZipPart[]> {
  return Promise.all([
    deflatedPart('[Content_Types].xml', contentTypesXml),
    deflatedPart('_rels/.rels', relationshipsXml),
    deflatedPart('word/document.xml', documentXml(text)),
  ]);
}

/** A DOCX-shaped zip with a part of `unpackedSize` zeros that claims to unpack to `declaredSize`. */
export async function zipBombDocx(unpackedSize: number, declaredSize: number): Promise<Buffer> {
  const contentTypes = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  return craftedZip([
    { name: '[Content_Types].xml', data: await rawDeflate(contentTypes), declaredSize: contentTypes.length },
    await zerosPart('word/document.xml', unpackedSize, declaredSize),
  ]);
}

/** What a self-extracting archive puts in front of its zip: a program, here 4 KB of it. */
export const selfExtractorStub = (): Buffer => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4094, 0x90)]);

/** Bytes in front that pass for the start of a DOCX at upload (a local header signature, a Word part's name); jszip skips them as a prefix. */
export const docxLookalikePrefix = (): Buffer => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/prefix.bin'), Buffer.alloc(4077, 0x20)]);

async function rawDeflate(bytes: Buffer): Promise<Buffer> {
  const deflate = createDeflateRaw();
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.end(bytes);
  await done;
  return Buffer.concat(chunks);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A complete, valid grayscale PNG of `width` × `height` black pixels. */
export async function blackPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const pixels = await compressedZeros(createDeflate({ level: 9 }), (width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF of `pages` pages, each showing the same small picture and no text: a scan to OCR, page after page. */
export async function imagePagesPdf(pages: number): Promise<Buffer> {
  const canvas = createCanvas(40, 20);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 40, 20);
  context.fillStyle = '#000000';
  context.fillRect(5, 5, 30, 10);
  const pdf = await PDFDocument.create();
  const picture = await pdf.embedPng(canvas.toBuffer('image/png'));
  for (let page = 0; page < pages; page++) {
    pdf.addPage([200, 100]).drawImage(picture, { x: 0, y: 0, width: 200, height: 100 });
  }
  return Buffer.from(await pdf.save());
}

/** The first half of a real WebP photo: its header promises more bytes than the file has. */
export async function truncatedWebp(): Promise<Buffer> {
  const canvas = createCanvas(300, 200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 300, 200);
  context.fillStyle = '#000000';
  context.font = '28px sans-serif';
  context.fillText('Mitochondria make ATP', 10, 100);
  const webp = await canvas.encode('webp');
  return webp.subarray(0, Math.floor(webp.length / 2));
}
