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

const HYPHENATED_END = /(\p{L})[-\u2010]$/u;

/** Joins wrapped lines into one string, rejoining words hyphenated across a line break ("com-" + "posed"). */
export function joinLines(lines: string[]): string {
  let joined = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!joined) {
      joined = line;
    } else if (HYPHENATED_END.test(joined) && /^\p{Ll}/u.test(line)) {
      joined = joined.slice(0, -1) + line;
    } else {
      joined = `${joined} ${line}`;
    }
  }
  return joined;
}

export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}
