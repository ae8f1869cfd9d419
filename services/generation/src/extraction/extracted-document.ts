import type { StudyFileType } from '@studyforge/contracts';

/** One piece of text with where it stands in its file, so generated items can cite it. */
export interface TextBlock {
  text: string;
  kind: 'heading' | 'paragraph' | 'list-item';
  /** Heading level (1 = top) for headings. */
  level?: number;
  /** 1-based page number for paged formats (PDF), else null. */
  page: number | null;
  /** The nearest heading above this block, if any. */
  section: string | null;
  /** Bold or italic runs of the block's text, in reading order, as they read in `text` (absent when none). */
  emphasis?: string[];
  /**
   * Of `emphasis`, the runs set in italics and not bold (titles, stressed or foreign words): a weaker mark of a
   * key term than bold. Absent when none, and where the format cannot tell the two apart.
   */
  italic?: string[];
  /**
   * Printed apart from the running text, in a feature box: a shaded or framed panel (PDF), a one-cell table (DOCX).
   * Absent for the running text and where the format cannot say (plain text).
   */
  boxed?: true;
}

export interface ExtractedDocument {
  fileName: string;
  type: StudyFileType | 'pasted-text';
  pageCount: number | null;
  blocks: TextBlock[];
}

/** A file fetched from object storage, with the type the gateway sniffed from its bytes. */
export interface SourceFile {
  fileName: string;
  type: StudyFileType;
  bytes: Buffer;
}

/** NO_TEXT: nothing to study in it; UNREADABLE: damaged or not what it says; TOO_LARGE: over a reading limit (size, pages, pixels, memory, time). */
export type ExtractionFailure = 'NO_TEXT' | 'UNREADABLE' | 'TOO_LARGE';

/** A file that yields no usable text; its message names the file (see generationMessages and limitMessages). */
export class ExtractionError extends Error {
  constructor(
    readonly failure: ExtractionFailure,
    readonly fileName: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ExtractionError';
  }
}
