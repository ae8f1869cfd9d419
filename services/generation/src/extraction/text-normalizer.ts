const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

const LIGATURE_PATTERN = /[\uFB00-\uFB06]/g;
// Soft hyphens, zero-width characters, BOMs and C0/C1 controls other than whitespace.
const INVISIBLE_PATTERN = /[\u00AD\u200B-\u200D\u2060\uFEFF\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

/** One block's text on one line: ligatures spelled out, invisible characters dropped, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(LIGATURE_PATTERN, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(INVISIBLE_PATTERN, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Tested on the last three code units only: anchored at the end, the pattern would otherwise be tried from every position of the growing paragraph.
const HYPHENATED_END = /\p{L}[-\u2010]$/u;
const endsHyphenated = (text: string) => HYPHENATED_END.test(text.slice(-3));

/**
 * Joins wrapped lines into one string, rejoining words hyphenated across a line break ("com-" +
 * "posed"). Built from a list of pieces rather than a growing string, so a paragraph of 100,000
 * lines costs no more than its length.
 */
export function joinLines(lines: string[]): string {
  let joined = '';
  let previous: string | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (previous === null) {
      previous = line;
    } else if (endsHyphenated(previous) && /^\p{Ll}/u.test(line)) {
      joined += previous.slice(0, -1);
      previous = line;
    } else {
      joined += `${previous} `;
      previous = line;
    }
  }
  return previous === null ? joined : joined + previous;
}

export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}
