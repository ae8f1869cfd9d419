import { studyToolLimits, studyToolMessages } from '@studyforge/contracts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** The spec's refusal ('Invalid file type' / 'File too large') for a picked, dropped or pasted file, or null when it may be sent. */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type) && !IMAGE_EXTENSIONS.test(file.name)) return studyToolMessages.invalidImageType;
  if (file.size > studyToolLimits.maxImageBytes) return studyToolMessages.imageTooLarge;
  return null;
}

/** A pasted image has no useful name ("image.png"): it is named by when it was pasted. */
export function namePastedImage(file: File, now: Date = new Date()): File {
  const extension = file.type === 'image/jpeg' ? 'jpg' : file.type === 'image/webp' ? 'webp' : 'png';
  const stamp = now.toISOString().slice(0, 19).replace(/[T:]/g, '-');
  return new File([file], `pasted-image-${stamp}.${extension}`, { type: file.type, lastModified: now.getTime() });
}

/** Example questions, by what the image shows (spec §2: example question lists). */
export const EXAMPLE_QUESTIONS: ReadonlyArray<{ title: string; questions: readonly string[] }> = [
  { title: 'Notes and textbook pages', questions: ['Summarize the text in this image.', 'Explain the key terms in these notes.', 'What are the main points on this page?'] },
  { title: 'Math and equations', questions: ['Solve this equation step by step.', 'Is the answer in this working correct?', 'What is the derivative of this expression?'] },
  { title: 'Charts and diagrams', questions: ['What does this chart show?', 'What do the labels in this diagram mean?', 'What kind of image is this, and what can you read in it?'] },
];
