import { generationLimits, generationMessages, STUDY_FILE_ACCEPT } from '@studyforge/contracts';

/** The extensions the file picker accepts (spec §5): pdf, doc, docx, txt, jpg, jpeg, png, webp. */
export const STUDY_FILE_EXTENSIONS: readonly string[] = STUDY_FILE_ACCEPT.split(',').map((ext) => ext.replace(/^\./, ''));

/** What the picker shows under the drop zone. */
export const STUDY_FILE_HINT = `PDF, Word, TXT, JPG, PNG or WebP (max ${generationLimits.maxFileBytes / (1024 * 1024)}MB each)`;

/** `notes.PDF` → `pdf`; '' when the name has no extension. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}

/**
 * The spec's message for a file the upload screens refuse (wrong type by extension, or over 25 MB),
 * or null when the file may be sent. The server checks the real type again from the file's bytes.
 */
export function studyFileProblem(file: { name: string; size: number }): string | null {
  if (!STUDY_FILE_EXTENSIONS.includes(fileExtension(file.name))) return generationMessages.invalidFileType(file.name);
  if (file.size > generationLimits.maxFileBytes) return generationMessages.fileTooLarge(file.name);
  return null;
}

/** Same name, size and modification time: the same file picked twice. */
export function sameFile(a: { name: string; size: number; lastModified: number }, b: { name: string; size: number; lastModified: number }) {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export interface MergedFiles<F> {
  files: F[];
  /** One message per refused file, in the spec's words (or the too-many-files message). */
  problems: string[];
}

/**
 * Adds newly picked files to the chosen ones: refused files are reported, duplicates are ignored,
 * and no more than the upload limit are kept.
 */
export function mergeStudyFiles<F extends { name: string; size: number; lastModified: number }>(
  current: readonly F[],
  incoming: readonly F[],
): MergedFiles<F> {
  const files = [...current];
  const problems: string[] = [];
  let overLimit = false;
  for (const file of incoming) {
    const problem = studyFileProblem(file);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (files.some((chosen) => sameFile(chosen, file))) continue;
    if (files.length >= generationLimits.maxFiles) {
      overLimit = true;
      continue;
    }
    files.push(file);
  }
  if (overLimit) problems.push(generationMessages.tooManyFiles);
  return { files, problems };
}

/** `812 B`, `14.2 KB`, `3.4 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
