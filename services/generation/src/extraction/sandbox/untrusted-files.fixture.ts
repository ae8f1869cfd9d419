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

interface ZipPart {
  name: string;
  /** Raw-deflated bytes. */
  data: Buffer;
  /** What the archive claims the part unpacks to. */
  declaredSize: number;
}

function zipArchive(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.data.length, 20);
    entry.writeUInt32LE(part.declaredSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    directory.push(entry, name);
    offset += local.length + name.length + part.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A DOCX-shaped zip with a part of `unpackedSize` zeros that claims to unpack to `declaredSize`. */
export async function zipBombDocx(unpackedSize: number, declaredSize: number): Promise<Buffer> {
  const contentTypes = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  return zipArchive([
    { name: '[Content_Types].xml', data: await rawDeflate(contentTypes), declaredSize: contentTypes.length },
    { name: 'word/document.xml', data: await compressedZeros(createDeflateRaw({ level: 9 }), unpackedSize), declaredSize },
  ]);
}

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
