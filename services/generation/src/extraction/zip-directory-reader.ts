const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MARK_16 = 0xffff;
const MARK_32 = 0xffffffff;
const ZIP64_EXTRA = 0x0001;
const ENCRYPTED = 0x0001;
const DATA_DESCRIPTOR = 0x0008;
/** jszip reads every integer through 32-bit signed arithmetic: larger values mean something else to it. */
const LARGEST_SAFE = 0x7fffffff;

export const STORED = 0;
export const DEFLATED = 8;

/** One part of the archive, where the parser will find its bytes. */
export interface ZipEntry {
  name: string;
  method: number;
  /** Where its compressed bytes are in the file (the prefix, if any, already counted). */
  dataStart: number;
  compressedSize: number;
  declaredSize: number;
}

/** An archive this reader cannot measure the way the parser will read it: the guard refuses it. */
export class UnmeasurableZipError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnmeasurableZipError';
  }
}

/** An archive whose directory goes on past `maxEntries`. */
export class TooManyZipEntriesError extends Error {
  constructor() {
    super('The directory holds more entries than allowed.');
    this.name = 'TooManyZipEntriesError';
  }
}

const unmeasurable = (reason: string): never => {
  throw new UnmeasurableZipError(reason);
};

/** The last place `signature` occurs, searched from the very end as jszip's lastIndexOfSignature does. */
function lastIndexOf(bytes: Buffer, signature: number): number {
  for (let offset = bytes.length - 4; offset >= 0; offset--) {
    if (bytes.readUInt32LE(offset) === signature) return offset;
  }
  return -1;
}

function within(bytes: Buffer, offset: number, length: number): boolean {
  return Number.isSafeInteger(offset) && offset >= 0 && offset + length <= bytes.length;
}

function read64(bytes: Buffer, offset: number): number {
  const value = bytes.readBigUInt64LE(offset);
  return value > BigInt(LARGEST_SAFE) ? unmeasurable('A zip64 field is larger than the parser reads correctly.') : Number(value);
}

interface EndOfDirectory {
  /** Where the parser's record starts: the zip64 record when there is one, else the classic one. */
  recordStart: number;
  entryCount: number;
  directorySize: number;
  directoryOffset: number;
  zip64: boolean;
}

function readEndOfDirectory(bytes: Buffer): EndOfDirectory {
  const end = lastIndexOf(bytes, END_OF_DIRECTORY);
  if (end < 0) unmeasurable('No end of central directory record.');
  if (!within(bytes, end, 22)) unmeasurable('The end of central directory record is cut short.');
  const commentLength = bytes.readUInt16LE(end + 20);
  if (end + 22 + commentLength !== bytes.length) unmeasurable('The archive comment does not end the file.');
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const entriesOnDisk = bytes.readUInt16LE(end + 8);
  const entryCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  const zip64 = [disk, directoryDisk, entriesOnDisk, entryCount].includes(MARK_16) || [directorySize, directoryOffset].includes(MARK_32);
  if (!zip64) {
    if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) unmeasurable('A split archive, or entry counts that disagree.');
    return { recordStart: end, entryCount, directorySize, directoryOffset, zip64 };
  }

  // jszip takes the last locator anywhere in the file, and the record where the locator points or else the last one anywhere:
  // both must be the ones right before the classic record, or the parser would read another directory than this guard.
  const locator = end - 20;
  if (lastIndexOf(bytes, ZIP64_LOCATOR) !== locator || locator < 0) unmeasurable('The zip64 locator is not just before the end record.');
  if (bytes.readUInt32LE(locator + 4) !== 0 || bytes.readUInt32LE(locator + 16) > 1) unmeasurable('A split zip64 archive.');
  const pointed = read64(bytes, locator + 8);
  const record = within(bytes, pointed, 4) && bytes.readUInt32LE(pointed) === ZIP64_END_OF_DIRECTORY ? pointed : lastIndexOf(bytes, ZIP64_END_OF_DIRECTORY);
  if (record < 0 || !within(bytes, record, 56)) unmeasurable('No zip64 end of central directory record.');
  const recordSize = read64(bytes, record + 4);
  if (record + 12 + recordSize !== locator) unmeasurable('The zip64 end record is not just before its locator.');
  if (bytes.readUInt32LE(record + 16) !== 0 || bytes.readUInt32LE(record + 20) !== 0) unmeasurable('A split zip64 archive.');
  const count64 = read64(bytes, record + 32);
  if (read64(bytes, record + 24) !== count64) unmeasurable('Zip64 entry counts disagree.');
  return { recordStart: record, entryCount: count64, directorySize: read64(bytes, record + 40), directoryOffset: read64(bytes, record + 48), zip64 };
}

/** Extra fields the way jszip splits them; the last of an id wins, as in its object. */
function extraFields(bytes: Buffer, start: number, length: number): Map<number, Buffer> {
  const fields = new Map<number, Buffer>();
  const end = start + length;
  for (let offset = start; offset + 4 < end; ) {
    const size = bytes.readUInt16LE(offset + 2);
    if (offset + 4 + size > end) unmeasurable('An extra field runs past its entry.');
    fields.set(bytes.readUInt16LE(offset), bytes.subarray(offset + 4, offset + 4 + size));
    offset += 4 + size;
  }
  return fields;
}

/** Replaces the 0xFFFFFFFF sizes and offset with the zip64 extra field's values, in the order jszip reads them. */
function widened(values: number[], fields: Map<number, Buffer>): number[] {
  const zip64 = fields.get(ZIP64_EXTRA);
  let at = 0;
  return values.map((value) => {
    if (value !== MARK_32 || !zip64) return value;
    if (at + 8 > zip64.length) unmeasurable('A zip64 extra field is too short.');
    const wide = read64(zip64, at);
    at += 8;
    return wide;
  });
}

interface DirectoryEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeader: number;
}

function readDirectoryEntry(bytes: Buffer, offset: number, directoryEnd: number): { entry: DirectoryEntry; next: number } {
  if (offset + 46 > directoryEnd) unmeasurable('A directory entry is cut short.');
  const nameLength = bytes.readUInt16LE(offset + 28);
  const extraLength = bytes.readUInt16LE(offset + 30);
  const commentLength = bytes.readUInt16LE(offset + 32);
  const next = offset + 46 + nameLength + extraLength + commentLength;
  if (next > directoryEnd) unmeasurable('A directory entry runs past the directory.');
  const fields = extraFields(bytes, offset + 46 + nameLength, extraLength);
  const [declaredSize, compressedSize, localHeader] = widened(
    [bytes.readUInt32LE(offset + 24), bytes.readUInt32LE(offset + 20), bytes.readUInt32LE(offset + 42)],
    fields,
  ) as [number, number, number];
  if ([declaredSize, compressedSize, localHeader].includes(MARK_32)) unmeasurable('A zip64 size without its extra field.');
  const entry = {
    name: bytes.toString('latin1', offset + 46, offset + 46 + nameLength),
    flags: bytes.readUInt16LE(offset + 8),
    method: bytes.readUInt16LE(offset + 10),
    compressedSize,
    declaredSize,
    localHeader,
  };
  return { entry, next };
}

/** Where the entry's data starts, after a local header that must agree with the directory. */
function dataStartOf(bytes: Buffer, entry: DirectoryEntry, shift: number): number {
  const header = entry.localHeader + shift;
  if (!within(bytes, header, 30) || bytes.readUInt32LE(header) !== LOCAL_HEADER) unmeasurable(`No local header for ${entry.name}.`);
  if (bytes.readUInt16LE(header + 8) !== entry.method) unmeasurable(`The local header of ${entry.name} names another method.`);
  const localCompressed = bytes.readUInt32LE(header + 18);
  const localDeclared = bytes.readUInt32LE(header + 22);
  const deferred = (entry.flags & DATA_DESCRIPTOR) !== 0 && localCompressed === 0 && localDeclared === 0;
  const agrees = (local: number, central: number) => local === central || local === MARK_32;
  if (!deferred && !(agrees(localCompressed, entry.compressedSize) && agrees(localDeclared, entry.declaredSize))) {
    unmeasurable(`The local header of ${entry.name} declares other sizes than the directory.`);
  }
  return header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
}

/**
 * The archive's parts as jszip (inside mammoth) will read them: the end record found searching back from
 * the end, zip64 records and extra fields, and bytes in front of the archive (a self-extracting prefix)
 * counted the way jszip counts them. Whatever jszip could read differently from this, or only in part,
 * is refused: counts that disagree, a directory that does not end at its end record, entries outside the
 * file or sharing bytes, unknown methods, encryption.
 */
export function readZipDirectory(bytes: Buffer, maxEntries: number): ZipEntry[] {
  const end = readEndOfDirectory(bytes);
  const expectedEnd = end.directoryOffset + end.directorySize;
  // jszip: bytes before the expected place of the end record are a prefix, and every offset moves by them.
  const shift = end.recordStart - expectedEnd;
  if (shift < 0) unmeasurable('The directory overlaps its end record.');
  const directoryStart = end.directoryOffset + shift;

  const directory: DirectoryEntry[] = [];
  let offset = directoryStart;
  // jszip reads entries for as long as their signature follows, whatever the count says.
  while (within(bytes, offset, 4) && bytes.readUInt32LE(offset) === DIRECTORY_ENTRY) {
    if (directory.length === maxEntries) throw new TooManyZipEntriesError();
    const { entry, next } = readDirectoryEntry(bytes, offset, end.recordStart);
    directory.push(entry);
    offset = next;
  }
  if (offset !== end.recordStart) unmeasurable('The directory does not end at its end record.');
  if (directory.length !== end.entryCount) unmeasurable(`The end record counts ${end.entryCount} entries; the directory holds ${directory.length}.`);

  const entries = directory.map((entry) => {
    if (entry.flags & ENCRYPTED) unmeasurable(`${entry.name} is encrypted.`);
    if (entry.method !== STORED && entry.method !== DEFLATED) unmeasurable(`${entry.name} uses compression method ${entry.method}.`);
    const dataStart = dataStartOf(bytes, entry, shift);
    if (entry.method === STORED && entry.compressedSize !== entry.declaredSize) unmeasurable(`${entry.name} is stored with two sizes.`);
    return { span: [entry.localHeader + shift, dataStart + entry.compressedSize] as const, name: entry.name, method: entry.method, dataStart, compressedSize: entry.compressedSize, declaredSize: entry.declaredSize };
  });
  const spans = entries.map((entry) => entry.span).sort((a, b) => a[0] - b[0]);
  let previousEnd = 0;
  for (const [start, stop] of spans) {
    if (start < previousEnd) unmeasurable('Two entries share bytes.');
    previousEnd = stop;
  }
  if (previousEnd > directoryStart) unmeasurable('An entry runs into the directory.');
  return entries.map(({ name, method, dataStart, compressedSize, declaredSize }) => ({ name, method, dataStart, compressedSize, declaredSize }));
}
