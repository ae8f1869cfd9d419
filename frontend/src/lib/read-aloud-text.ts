import { generationLimits, stripMarkdown } from '@studyforge/contracts';

export type ReadAloudCheck =
  | { ok: true; text: string }
  | { ok: false; title: string; description: string };

/**
 * What read-aloud may send (spec §5): the text without markdown, not empty, at most 4000
 * characters; otherwise the spec's toast.
 */
export function prepareReadAloud(text: string | null | undefined): ReadAloudCheck {
  const plain = stripMarkdown(text ?? '');
  if (!plain) return { ok: false, title: 'No text to read', description: 'Please select content with text to read aloud.' };
  if (plain.length > generationLimits.readAloudMaxChars) {
    return { ok: false, title: 'Text too long', description: 'Please select a shorter section to read aloud.' };
  }
  return { ok: true, text: plain };
}
