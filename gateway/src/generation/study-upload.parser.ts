import {
  DomainError,
  ErrorCode,
  generationLimits,
  generationMessages,
  sniffStudyFileType,
  STUDY_FILE_TYPES,
  type FileFieldRule,
  type MultipartField,
  type UploadedFile,
} from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StudyUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

const SNIFF_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = generationLimits.maxTextChars * 4;

/**
 * Reads a multipart upload (`files` repeated, plus text fields), checks each file's real type by its
 * first bytes and its size, and streams it to object storage under a generated key. On any rejection
 * every object already stored is removed and the first problem is reported in the spec's words.
 */
export async function parseStudyUpload(
  req: Request,
  storage: ObjectStorage,
  userId: string,
  declared: Readonly<Record<string, MultipartField>> = {},
): Promise<StudyUpload> {
  if (!req.is('multipart/form-data')) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));
    return { files: [], fields };
  }
  const stored: UploadedFile[] = [];
  const uploads: Array<Promise<void>> = [];
  const fields: Record<string, string> = {};
  let problem: string | null = null;
  let failure: unknown = null;
  let fileCount = 0;
  const filesPerField = new Map<string, number>();
  const arrivalOrder: string[] = [];
  const fileStreams: Readable[] = [];

  const parser = busboy({
    headers: req.headers,
    limits: { fileSize: generationLimits.maxFileBytes, files: generationLimits.maxFiles + 1, fieldSize: MAX_FIELD_BYTES, fields: 20 },
  });
  const reject = (message: string) => {
    problem ??= message;
  };

  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (field, stream, info) => {
    fileCount++;
    fileStreams.push(stream);
    // A file name is shown and stored: control characters (NUL among them) are dropped.
    const fileName = (info.filename?.replace(/[\u0000-\u001f\u007f]/g, '') || 'file').slice(0, 255);
    const rule = declared[field]?.file;
    filesPerField.set(field, (filesPerField.get(field) ?? 0) + 1);
    if (rule && filesPerField.get(field)! > 1) {
      reject(rule.tooMany);
      stream.resume();
      return;
    }
    if (fileCount > generationLimits.maxFiles) {
      reject(generationMessages.tooManyFiles);
      stream.resume();
      return;
    }
    // Its key is chosen in arrival order, so the files keep the order they were sent in whichever is stored first.
    const key = `uploads/${userId}/${randomUUID()}`;
    arrivalOrder.push(key);
    // Caught at once (and rethrown below) so a failing upload never becomes an unhandled rejection.
    uploads.push(storeFile(stream, fileName, key, storage, stored, reject, rule).catch((error: unknown) => void (failure ??= error)));
  });
  parser.on('filesLimit', () => reject(generationMessages.tooManyFiles));

  try {
    await new Promise<void>((resolve, fail) => {
      parser.once('close', resolve);
      parser.once('error', fail);
      // An interrupted upload ends its files too, so nothing waits for the rest of them.
      const interrupted = () => {
        if (req.complete) return;
        const error = new DomainError(ErrorCode.ValidationFailed, 'The upload was interrupted.');
        for (const file of fileStreams) file.destroy(error);
        fail(error);
      };
      req.once('aborted', interrupted);
      req.once('close', interrupted);
      req.pipe(parser);
    });
    await Promise.all(uploads);
    if (failure) throw failure;
  } catch (error) {
    await Promise.allSettled(uploads);
    await removeAll(storage, stored);
    if (error instanceof DomainError) throw error;
    throw new DomainError(ErrorCode.ValidationFailed, 'The upload could not be read. Please try again.');
  }
  if (problem) {
    await removeAll(storage, stored);
    throw new DomainError(ErrorCode.ValidationFailed, problem);
  }
  return { files: stored.sort((a, b) => arrivalOrder.indexOf(a.key) - arrivalOrder.indexOf(b.key)), fields };
}

/**
 * Spools the file to a temporary file while counting its bytes (busboy stops at 25 MB), then streams
 * it to object storage with its length known.
 */
async function storeFile(
  stream: Readable,
  fileName: string,
  key: string,
  storage: ObjectStorage,
  stored: UploadedFile[],
  reject: (message: string) => void,
  rule?: FileFieldRule,
): Promise<void> {
  const head = await readHead(stream, SNIFF_BYTES);
  const type = sniffStudyFileType(head);
  if (!type || (rule && !rule.types.includes(type))) {
    reject(rule ? rule.invalidType : generationMessages.invalidFileType(fileName));
    stream.resume();
    return;
  }
  let truncated = false;
  stream.once('limit', () => {
    truncated = true;
    reject(rule ? rule.tooLarge : generationMessages.fileTooLarge(fileName));
  });
  const spool = join(tmpdir(), `studyforge-upload-${randomUUID()}`);
  try {
    const file = createWriteStream(spool);
    file.write(head);
    await pipeline(stream, file);
    if (truncated) return;
    const size = (await stat(spool)).size;
    if (rule && size > rule.maxBytes) {
      reject(rule.tooLarge);
      return;
    }
    if (size === 0) {
      reject(generationMessages.noTextIn(fileName));
      return;
    }
    try {
      await storage.putStream(key, createReadStream(spool), size, STUDY_FILE_TYPES[type].mime);
    } catch (error) {
      throw new DomainError(ErrorCode.ServiceUnavailable, 'File storage is unavailable right now. Please try again in a moment.', { cause: error });
    }
    stored.push({ key, fileName, type, size });
  } finally {
    await rm(spool, { force: true });
  }
}

/** The first `limit` bytes of the stream (or all of it, if shorter), leaving the rest unread. */
function readHead(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= limit) finish();
    };
    const finish = () => {
      stream.off('data', onData);
      stream.off('end', finish);
      stream.off('error', reject);
      stream.pause();
      resolve(Buffer.concat(chunks));
    };
    stream.on('data', onData);
    stream.once('end', finish);
    stream.once('error', reject);
  });
}

async function removeAll(storage: ObjectStorage, files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.remove(file.key)));
}
