import { positionFinder, substringFinder } from '../text/forward-finder.js';

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

/**
 * "[label](target)" → "label" along one line, where the target has no spaces: what
 * /\[([^\]]+)\]\((?:[^)\s]+)\)/g does, without rescanning the line from every "[".
 */
export function unwrapLinks(line: string): string {
  const labelEnd = substringFinder(line, ']');
  const targetEnd = positionFinder(line.length, (position) => line[position] === ')' || isSpace(line[position]));
  let out = '';
  let position = 0;
  for (;;) {
    const start = line.indexOf('[', position);
    if (start < 0) return out + line.slice(position);
    const close = labelEnd.next(start + 1);
    const end = close > start + 1 && line[close + 1] === '(' ? targetEnd.next(close + 2) : -1;
    if (end < 0 || line[end] !== ')' || end === close + 2) {
      out += line.slice(position, start + 1);
      position = start + 1;
      continue;
    }
    out += line.slice(position, start) + line.slice(start + 1, close);
    position = end + 1;
  }
}

/**
 * "**strong**" / "__strong__" → "strong" along one line, closing at the first mark after a
 * non-space: what /(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g does, without rescanning the line from every mark.
 */
export function unwrapStrong(line: string): string {
  const closers = new Map(
    ['**', '__'].map((mark) => [mark, positionFinder(line.length, (position) => line.startsWith(mark, position) && !isSpace(line[position - 1]))]),
  );
  let out = '';
  let copied = 0;
  let position = 0;
  while (position < line.length - 1) {
    const closer = closers.get(line.slice(position, position + 2));
    const close = closer && line[position + 2] !== undefined && !isSpace(line[position + 2]) ? closer.next(position + 3) : -1;
    if (close < 0) {
      position++;
      continue;
    }
    out += line.slice(copied, position) + line.slice(position + 2, close);
    copied = position = close + 2;
  }
  return out + line.slice(copied);
}

/** "## Title ##" → level 2, "Title"; null when the line is not an ATX heading (1–6 "#" then a space). */
export function atxHeading(line: string): { level: number; text: string } | null {
  let level = 0;
  while (line[level] === '#') level++;
  if (level < 1 || level > 6 || !isSpace(line[level])) return null;
  let end = line.length;
  while (end > level && isSpace(line[end - 1])) end--;
  while (end > level && line[end - 1] === '#') end--;
  while (end > level && isSpace(line[end - 1])) end--;
  let start = level;
  while (start < end && isSpace(line[start])) start++;
  return { level, text: line.slice(start, end) };
}
