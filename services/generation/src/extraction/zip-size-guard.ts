import { inflateRawSync } from 'node:zlib';
import { EXTRACTION_LIMITS, limitMessages, overLimit } from './extraction-limits.js';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Fields of 0xFFFF / 0xFFFFFFFF send the reader to ZIP64 records: only archives far over the limits need them. */
const ZIP64_MARK = 0xffffffff;

interface ZipEntry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 0xffff); offset--) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}

/** The central directory's entries, or null when the bytes are not a zip this guard can read (the parser then refuses them). */
function readDirectory(bytes: Buffer, fileName: string): ZipEntry[] | null {
  const end = findEndOfDirectory(bytes);
  if (end < 0) return null;
  const entryCount = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entryCount === 0xffff || directoryOffset === ZIP64_MARK) throw overLimit(fileName, limitMessages.tooManyParts(fileName));
  if (entryCount > EXTRACTION_LIMITS.maxZipEntries) throw overLimit(fileName, limitMessages.tooManyParts(fileName));
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const entry = {
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      declaredSize: bytes.readUInt32LE(offset + 24),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    };
    if (entry.compressedSize === ZIP64_MARK || entry.declaredSize === ZIP64_MARK) throw overLimit(fileName, limitMessages.unpacksTooLarge(fileName));
    entries.push(entry);
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

/** How many bytes an entry really inflates to, stopping as soon as it passes `budget`. */
function inflatedSize(bytes: Buffer, entry: ZipEntry, budget: number): number {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) return 0;
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return data.length;
  if (entry.method !== DEFLATED) return 0;
  try {
    return inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return budget + 1;
    // A damaged stream: the document parser reports the file as unreadable.
    return 0;
  }
}

/**
 * Refuses a zip (DOCX) that unpacks to more than the limit, by the sizes its directory declares and
 * then by really inflating each part with a ceiling, since a crafted archive can declare small
 * sizes and still expand to gigabytes (a zip bomb). Nothing larger than the limit is ever held.
 */
export function checkZipSize(bytes: Buffer, fileName: string): void {
  const entries = readDirectory(bytes, fileName);
  if (!entries) return;
  const limit = EXTRACTION_LIMITS.maxUnpackedBytes;
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > limit) throw overLimit(fileName, limitMessages.unpacksTooLarge(fileName));
  let inflated = 0;
  for (const entry of entries) {
    inflated += inflatedSize(bytes, entry, limit - inflated);
    if (inflated > limit) throw overLimit(fileName, limitMessages.unpacksTooLarge(fileName));
  }
}
