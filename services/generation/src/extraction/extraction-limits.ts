import { ExtractionError } from './extracted-document.js';

/** What one file may cost to read. Each untrusted file is parsed in its own thread under these caps. */
export const EXTRACTION_LIMITS = {
  /** V8 heap of the parsing thread. */
  memoryMb: 512,
  /** Wall time of one file's parse, not counting its wait for the shared OCR engine. */
  deadlineMs: 120_000,
  /** Everything inside a DOCX (a zip), declared and actually inflated. */
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxZipEntries: 10_000,
  /** One part inside a DOCX, declared and inflated. */
  maxZipEntryBytes: 64 * 1024 * 1024,
  /** Declared size over compressed size of one part (of more than 1 MB); Word's own XML packs about 10 to 1. */
  maxCompressionRatio: 200,
  maxPdfPages: 1_000,
  /** Scanned pages OCR'd per PDF (each takes seconds of the shared OCR engine). */
  maxOcrPages: 100,
  /** Decoded size of an image, checked from its header before decoding. */
  maxImagePixels: 50_000_000,
} as const;

const count = (value: number) => value.toLocaleString('en-US');

export const limitMessages = {
  unpacksTooLarge: (file: string) =>
    `"${file}" is too large to read: it unpacks to more than ${EXTRACTION_LIMITS.maxUnpackedBytes / 1024 / 1024} MB.`,
  partTooLarge: (file: string) =>
    `"${file}" is too large to read: one part inside it unpacks to more than ${EXTRACTION_LIMITS.maxZipEntryBytes / 1024 / 1024} MB.`,
  packedTooTightly: (file: string) =>
    `"${file}" cannot be read safely: a part inside it is compressed more than ${EXTRACTION_LIMITS.maxCompressionRatio} to 1.`,
  unmeasurableArchive: (file: string) =>
    `"${file}" cannot be read safely: its zip structure is damaged or unusual. Open it in your word processor, save it again as .docx and upload it again.`,
  partsLieAboutSize: (file: string) =>
    `"${file}" cannot be read safely: a part inside it unpacks to more than the file says. Open it in your word processor, save it again as .docx and upload it again.`,
  tooManyParts: (file: string) => `"${file}" is too large to read: it holds more than ${count(EXTRACTION_LIMITS.maxZipEntries)} parts.`,
  tooManyPages: (file: string, pages: number) =>
    `"${file}" is too long to read: it has ${count(pages)} pages; the limit is ${count(EXTRACTION_LIMITS.maxPdfPages)}. Split it into smaller files.`,
  tooManyScannedPages: (file: string, pages: number) =>
    `"${file}" has too many scanned pages to read: ${count(pages)} pages are images of text; the limit is ${EXTRACTION_LIMITS.maxOcrPages}. Split it into smaller files.`,
  imageTooLarge: (file: string, width: number, height: number) =>
    `"${file}" is too large to read: it is ${count(width)} × ${count(height)} pixels; the limit is ${EXTRACTION_LIMITS.maxImagePixels / 1_000_000} megapixels. Scale it down and upload it again.`,
  animatedImage: (file: string) => `"${file}" is an animated image: upload a still picture of the text.`,
  incompleteImage: (file: string) => `"${file}" is incomplete: the file ends before the image does. Upload it again.`,
  tooComplex: (file: string, memoryMb: number = EXTRACTION_LIMITS.memoryMb) =>
    `"${file}" is too complex to read: reading it needs more than ${memoryMb} MB of memory.`,
  tooSlow: (file: string) => `"${file}" took too long to read (more than ${EXTRACTION_LIMITS.deadlineMs / 60_000} minutes). Split it into smaller files.`,
} as const;

/** A file over one of the limits above. */
export function overLimit(fileName: string, message: string): ExtractionError {
  return new ExtractionError('TOO_LARGE', fileName, message);
}

/** A zip that cannot be measured the way its parser would read it, or that misstates its own sizes. */
export function unsafeArchive(fileName: string, message: string, cause?: unknown): ExtractionError {
  return new ExtractionError('UNREADABLE', fileName, message, { cause });
}
