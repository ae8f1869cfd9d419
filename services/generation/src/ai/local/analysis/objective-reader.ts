import type { TextBlock } from '../../../extraction/extracted-document.js';

/** What opens a list of learning objectives: "By the end of this section, you will be able to:", "Learning Objectives". */
const OBJECTIVES_OPENING =
  /^(?:by the end of this (?:section|chapter|module|unit|lesson),? (?:you|students) (?:will|should) be able to\b|(?:learning )?(?:objectives|outcomes|goals)\s*:?$|learning (?:objectives|outcomes|goals)\b)/i;

/**
 * The learning objectives a document opens its sections with ("Explain demand, quantity demanded,
 * and the law of demand"): the list items after an objectives opening, as written. They are no
 * study text (the block classifier leaves them out) but name the section's key terms.
 */
export function readObjectives(blocks: readonly TextBlock[]): string[] {
  const objectives: string[] = [];
  let open = false;
  for (const block of blocks) {
    const text = block.text.trim();
    if (OBJECTIVES_OPENING.test(text)) {
      open = true;
      continue;
    }
    if (open && block.kind === 'list-item') objectives.push(text);
    else open = false;
  }
  return objectives;
}
