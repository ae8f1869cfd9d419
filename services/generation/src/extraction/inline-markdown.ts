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
export function unwrapStrong(line: string, runs?: string[]): string {
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
    runs?.push(line.slice(position + 2, close));
    copied = position = close + 2;
  }
  return out + line.slice(copied);
}

/**
 * "*italic*" / "_italic_" → "italic" along one line (a lone mark, not "**"; "_" not inside a word
 * such as snake_case), closing at the next lone mark after a non-space; linear like unwrapStrong.
 */
export function unwrapEmphasis(line: string, runs?: string[]): string {
  const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);
  const lone = (mark: string, position: number) => line[position] === mark && line[position - 1] !== mark && line[position + 1] !== mark;
  const closers = new Map(
    ['*', '_'].map((mark) => [
      mark,
      positionFinder(line.length, (position) => lone(mark, position) && !isSpace(line[position - 1]) && (mark === '*' || !isWordCharacter(line[position + 1]))),
    ]),
  );
  let out = '';
  let copied = 0;
  for (let position = 0; position < line.length - 1; position++) {
    const mark = line[position]!;
    const closer = closers.get(mark);
    if (!closer || !lone(mark, position) || isSpace(line[position + 1]) || (mark === '_' && isWordCharacter(line[position - 1]))) continue;
    const close = closer.next(position + 2);
    if (close < 0) continue;
    out += line.slice(copied, position) + line.slice(position + 1, close);
    runs?.push(line.slice(position + 1, close));
    copied = close + 1;
    position = close;
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
