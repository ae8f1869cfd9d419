import type { StudyFileType } from '@studyforge/contracts';
import type { ExtractionFailure, TextBlock } from '../extracted-document.js';
import type { OcrPage } from '../ocr-lines.js';

/** The file a parsing thread reads. */
export interface SandboxJob {
  fileName: string;
  type: StudyFileType;
  bytes: Uint8Array;
}

/** Thread → service. */
export type ThreadMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'ocr'; id: number; image: Uint8Array }
  | { kind: 'done'; blocks: TextBlock[]; pageCount: number | null }
  /** The file broke a rule (a limit, or not what it says): its message is for the student. */
  | { kind: 'refused'; failure: ExtractionFailure; message: string }
  /** The parser threw: the file is damaged or not what it says. */
  | { kind: 'failed'; message: string }
  /** The shared OCR engine failed to start: the service's fault, not the file's. */
  | { kind: 'ocr-engine-failed'; message: string };

/** The answer to one 'ocr' request. */
export type OcrReply = { id: number; page: OcrPage } | { id: number; error: { engine: boolean; message: string } };

/** Service → thread: the one file to read, then the answers to its OCR requests. */
export type ServiceMessage = { kind: 'read'; job: SandboxJob } | { kind: 'ocr'; reply: OcrReply };
