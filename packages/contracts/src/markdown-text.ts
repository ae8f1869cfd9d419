/**
 * "[label](target)" and "![label](target)" → "label", in one linear pass. The pattern
 * /\[([^\]]*)\]\([^)]*\)/g rescans the rest of the text from every "[" that does not close, which
 * on 200,000 "[" characters blocks for seconds; here the next "]" and ")" are found once and reused
 * while they are still ahead of the scan.
 */
function replaceLinks(text: string, opener: '![' | '['): string {
  const labelEnd = nextOccurrence(text, ']');
  const targetEnd = nextOccurrence(text, ')');
  let out = '';
  let copied = 0;
  let position = 0;
  for (;;) {
    const start = text.indexOf(opener, position);
    if (start < 0) return out + text.slice(copied);
    const close = labelEnd(start + opener.length);
    const end = close >= 0 && text[close + 1] === '(' ? targetEnd(close + 2) : -1;
    if (end < 0) {
      position = start + 1;
      continue;
    }
    out += text.slice(copied, start) + text.slice(start + opener.length, close);
    copied = position = end + 1;
  }
}

/** indexOf for a scan that only moves forward: the last answer is reused while it is still ahead. */
function nextOccurrence(text: string, character: string): (from: number) => number {
  let answer = -1;
  let searchedFrom = Number.POSITIVE_INFINITY;
  return (from) => {
    if (from >= searchedFrom && (answer === -1 || answer >= from)) return answer;
    searchedFrom = from;
    answer = text.indexOf(character, from);
    return answer;
  };
}

/** Removes fenced code blocks (```…```) in one pass. */
function removeFences(text: string): string {
  let out = '';
  let position = 0;
  for (;;) {
    const open = text.indexOf('```', position);
    const close = open < 0 ? -1 : text.indexOf('```', open + 3);
    if (close < 0) return out + text.slice(position);
    out += `${text.slice(position, open)} `;
    position = close + 3;
  }
}

/** The text a listener hears: markdown marks, links and code fences removed, whitespace collapsed. Linear time. */
export function stripMarkdown(text: string): string {
  return replaceLinks(replaceLinks(removeFences(text), '!['), '[')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "<tag …>" → a space, as /<[^>\n]+>/g would, in one linear pass. */
export function withoutTags(text: string): string {
  const tagEnd = nextOccurrence(text, '>');
  const lineEnd = nextOccurrence(text, '\n');
  let out = '';
  let copied = 0;
  let position = 0;
  for (;;) {
    const start = text.indexOf('<', position);
    if (start < 0) return out + text.slice(copied);
    const end = tagEnd(start + 1);
    const newline = lineEnd(start + 1);
    if (end <= start + 1 || (newline >= 0 && newline < end)) {
      position = start + 1;
      continue;
    }
    out += `${text.slice(copied, start)} `;
    copied = position = end + 1;
  }
}
