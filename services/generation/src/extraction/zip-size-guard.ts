import { inflateRawSync } from 'node:zlib';
import { EXTRACTION_LIMITS, limitMessages, overLimit, unsafeArchive } from './extraction-limits.js';
import { readZipDirectory, STORED, TooManyZipEntriesError, UnmeasurableZipError, type ZipEntry } from './zip-directory-reader.js';

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Parts smaller than this may be packed as tightly as they like (a run of spaces compresses a thousandfold). */
const RATIO_FLOOR_BYTES = 1024 * 1024;
/** An archive inside the archive is measured too; one inside that is refused. */
const MAX_NESTING = 1;

class Budget {
  constructor(public remaining: number) {}
}

function entriesOf(bytes: Buffer, fileName: string): ZipEntry[] {
  try {
    return readZipDirectory(bytes, EXTRACTION_LIMITS.maxZipEntries);
  } catch (error) {
    if (error instanceof TooManyZipEntriesError) throw overLimit(fileName, limitMessages.tooManyParts(fileName));
    if (error instanceof UnmeasurableZipError) throw unsafeArchive(fileName, limitMessages.unmeasurableArchive(fileName), error);
    throw error;
  }
}

/** Refuses by what the directory declares, before anything is inflated. */
function checkDeclaredSizes(entries: ZipEntry[], fileName: string, budget: Budget): void {
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > budget.remaining) throw overLimit(fileName, limitMessages.unpacksTooLarge(fileName));
  for (const entry of entries) {
    if (entry.declaredSize > EXTRACTION_LIMITS.maxZipEntryBytes) throw overLimit(fileName, limitMessages.partTooLarge(fileName));
    const ratio = entry.declaredSize / Math.max(1, entry.compressedSize);
    if (entry.declaredSize > RATIO_FLOOR_BYTES && ratio > EXTRACTION_LIMITS.maxCompressionRatio) {
      throw overLimit(fileName, limitMessages.packedTooTightly(fileName));
    }
  }
}

/** The entry's bytes, inflated no further than it declares: a part that would go on is a liar, and is refused there. */
function inflate(bytes: Buffer, entry: ZipEntry, fileName: string): Buffer {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === STORED) return data;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.declaredSize) + 1 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw unsafeArchive(fileName, limitMessages.partsLieAboutSize(fileName), error);
    throw unsafeArchive(fileName, limitMessages.unmeasurableArchive(fileName), error);
  }
}

function checkArchive(bytes: Buffer, fileName: string, budget: Budget, depth: number): void {
  const entries = entriesOf(bytes, fileName);
  checkDeclaredSizes(entries, fileName, budget);
  for (const entry of entries) {
    const inflated = inflate(bytes, entry, fileName);
    if (inflated.length > entry.declaredSize) throw unsafeArchive(fileName, limitMessages.partsLieAboutSize(fileName));
    budget.remaining -= inflated.length;
    if (budget.remaining < 0) throw overLimit(fileName, limitMessages.unpacksTooLarge(fileName));
    if (inflated.subarray(0, 4).equals(LOCAL_HEADER)) {
      if (depth >= MAX_NESTING) throw unsafeArchive(fileName, limitMessages.unmeasurableArchive(fileName));
      checkArchive(inflated, fileName, budget, depth + 1);
    }
  }
}

/**
 * Refuses a zip (DOCX) before the parser opens it unless it can be measured exactly as the parser will read
 * it (see readZipDirectory), and then unless what it declares stays under the caps: in all, per part, and
 * per part's compression ratio. Each part is then really inflated, no further than it declares, since a
 * crafted archive can declare small sizes and still expand to gigabytes (a zip bomb); an archive inside it
 * is measured the same way and counts toward the same total. Nothing larger than the limit is ever held.
 */
export function checkZipSize(bytes: Buffer, fileName: string): void {
  checkArchive(bytes, fileName, new Budget(EXTRACTION_LIMITS.maxUnpackedBytes), 0);
}
