import { ForwardFinder, positionFinder, substringFinder } from '../../../text/forward-finder.js';

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': ' and ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);
const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

const mapLines = (text: string, transform: (line: string) => string) => text.split('\n').map(transform).join('\n');

/** Whitespace at the start of a line, at most `limit` characters of it. */
function leadingSpace(line: string, limit = Number.POSITIVE_INFINITY): number {
  let length = 0;
  while (length < line.length && length < limit && isSpace(line[length])) length++;
  return length;
}

function skipSpace(line: string, from: number): number {
  let position = from;
  while (position < line.length && isSpace(line[position])) position++;
  return position;
}

/** Replaces "`code`" by its content, pair by pair along the line. */
function unwrapPairs(line: string, delimiter: string): string {
  let out = '';
  let position = 0;
  for (;;) {
    const open = line.indexOf(delimiter, position);
    const close = open < 0 ? -1 : line.indexOf(delimiter, open + delimiter.length);
    if (close < 0) return out + line.slice(position);
    out += line.slice(position, open) + line.slice(open + delimiter.length, close);
    position = close + delimiter.length;
  }
}

interface BracketForm {
  /** "![" for images, "[" for links. */
  opener: string;
  /** "(" for an inline target, "[" for a reference. */
  target: '(' | '[';
  allowEmptyLabel: boolean;
}

/** "[label](target)" (or "![label](target)", "[label][reference]") → "label", as /\[([^\]]*)\]\([^)]*\)/g would, in linear time. */
function replaceBracketed(text: string, form: BracketForm): string {
  const labelEnd = substringFinder(text, ']');
  const targetEnd = substringFinder(text, form.target === '(' ? ')' : ']');
  let out = '';
  let position = 0;
  for (;;) {
    const start = text.indexOf(form.opener, position);
    if (start < 0) return out + text.slice(position);
    const labelStart = start + form.opener.length;
    const close = labelEnd.next(labelStart);
    const end = close >= 0 && text[close + 1] === form.target ? targetEnd.next(close + 2) : -1;
    if (end < 0 || (close === labelStart && !form.allowEmptyLabel)) {
      out += text.slice(position, start + 1);
      position = start + 1;
      continue;
    }
    out += text.slice(position, start) + text.slice(labelStart, close);
    position = end + 1;
  }
}

/** "<tag attributes>" within one line → a space. */
function replaceTags(text: string): string {
  const tagEnd = substringFinder(text, '>');
  const lineEnd = substringFinder(text, '\n');
  let out = '';
  let position = 0;
  for (;;) {
    const start = text.indexOf('<', position);
    if (start < 0) return out + text.slice(position);
    const end = tagEnd.next(start + 1);
    const newline = lineEnd.next(start + 1);
    if (end <= start + 1 || (newline >= 0 && newline < end)) {
      out += text.slice(position, start + 1);
      position = start + 1;
      continue;
    }
    out += `${text.slice(position, start)} `;
    position = end + 1;
  }
}

function isFenceLine(line: string): boolean {
  const rest = line.trimStart();
  return rest.startsWith('```') || rest.startsWith('~~~');
}

/** "[ref]: https://…" on a line of its own. */
function isReferenceDefinition(line: string): boolean {
  const start = leadingSpace(line, 3);
  if (line[start] !== '[') return false;
  const close = line.indexOf(']', start + 1);
  return close > start + 1 && line[close + 1] === ':' && /\S/.test(line.slice(close + 2));
}

function withoutHeadingMarks(line: string): string {
  const start = leadingSpace(line, 3);
  let end = start;
  while (end < line.length && end - start < 6 && line[end] === '#') end++;
  return end === start ? line : line.slice(skipSpace(line, end));
}

function withoutQuoteMarks(line: string): string {
  let end = leadingSpace(line);
  if (line[end] !== '>') return line;
  while (line[end] === '>') end++;
  if (isSpace(line[end])) end++;
  return line.slice(end);
}

/** "- item", "* item", "1. item", "2) item", with an optional task box "[x]". */
function withoutListMarks(line: string): string {
  const start = leadingSpace(line);
  let end = start;
  if ('-*+'.includes(line[start] ?? 'x')) {
    end = start + 1;
  } else {
    while (end < line.length && line[end]! >= '0' && line[end]! <= '9') end++;
    if (end === start || !'.)'.includes(line[end] ?? 'x')) return line;
    end++;
  }
  if (!isSpace(line[end])) return line;
  end = skipSpace(line, end);
  if (line[end] === '[' && ' xX'.includes(line[end + 1] ?? '_') && line[end + 2] === ']' && isSpace(line[end + 3])) {
    end = skipSpace(line, end + 3);
  }
  return line.slice(end);
}

/** "---", "* * *", "___" alone on a line. */
function isRule(line: string): boolean {
  let marks = 0;
  for (const character of line) {
    if (character === '-' || character === '*' || character === '_') marks++;
    else if (!isSpace(character)) return false;
  }
  return marks >= 3;
}

/** A table's "| --- | :--: |" row. */
function isTableSeparator(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed.includes('|')) return false;
  const cells = trimmed.split('|').map((cell) => cell.trim());
  if (cells[0] === '') cells.shift();
  const last = cells.pop();
  const isDashes = (cell: string) => /^:?-{2,}:?$/.test(cell);
  return cells.length > 0 && cells.every(isDashes) && (last === '' || (last !== undefined && isDashes(last)));
}

/** Table pipes: none at the ends of a line, ", " between cells. */
function tableCellsAsList(line: string): string {
  let text = line;
  const start = text.trimStart();
  if (start.startsWith('|')) text = start.slice(1);
  const end = text.trimEnd();
  if (end.endsWith('|')) text = end.slice(0, -1);
  if (!text.includes('|')) return text;
  const cells = text.split('|');
  return cells.map((cell, index) => (index > 0 ? cell.trimStart() : cell)).map((cell, index) => (index < cells.length - 1 ? cell.trimEnd() : cell)).join(', ');
}

/**
 * "**strong**" / "__strong__" → "strong": the closing mark is the first one after a non-space, as
 * /(\*\*|__)(\S(?:[^\n]*?\S)?)\1/g finds it, without that pattern's rescan of the line from every mark.
 */
function unwrapStrong(line: string): string {
  const closers = new Map<string, ForwardFinder>();
  for (const mark of ['**', '__']) {
    closers.set(mark, positionFinder(line.length, (position) => line.startsWith(mark, position) && !isSpace(line[position - 1])));
  }
  let out = '';
  let copied = 0;
  let position = 0;
  while (position < line.length - 1) {
    const mark = line.slice(position, position + 2);
    const closer = closers.get(mark);
    let close = -1;
    if (closer && line[position + 2] !== undefined && !isSpace(line[position + 2])) {
      // Like the pattern, a longer content wins; a single character only when nothing longer closes.
      close = closer.next(position + 4);
      if (close < 0 && line.startsWith(mark, position + 3)) close = position + 3;
    }
    if (close < 0) {
      position++;
      continue;
    }
    out += line.slice(copied, position) + line.slice(position + 2, close);
    copied = position = close + 2;
  }
  return out + line.slice(copied);
}

/** "*emphasis*" / "_emphasis_" → "emphasis" when the marks stand outside a word (snake_case stays for later). */
function unwrapEmphasis(line: string): string {
  const isMark = (character: string | undefined) => character === '*' || character === '_';
  const closesAt = (position: number) => isMark(line[position]) && !isSpace(line[position - 1]) && !isWordCharacter(line[position + 1]);
  const closer = positionFinder(line.length, closesAt);
  let out = '';
  let copied = 0;
  for (let position = 0; position < line.length; position++) {
    if (!isMark(line[position]) || line[position + 1] === undefined || isSpace(line[position + 1])) continue;
    const opensHere = position === 0 || (position - 1 >= copied && !isWordCharacter(line[position - 1]));
    if (!opensHere) continue;
    let close = closer.next(position + 3);
    if (close < 0 && closesAt(position + 2)) close = position + 2;
    if (close < 0) continue;
    out += line.slice(copied, position) + line.slice(position + 1, close);
    copied = close + 1;
    position = close;
  }
  return out + line.slice(copied);
}

const FULL_STOP = /[.!?:;,]$/u;

/**
 * Plain, speakable text from markdown: keeps the words of headings, lists, links, emphasis, code
 * and tables; drops the syntax, URLs and HTML. Lines without closing punctuation (headings, list
 * items) get a full stop so the voice pauses between them. Every step is a linear scan: the text is
 * a student's, up to the size limit, and a backtracking pattern over it could stall the worker.
 */
export function stripMarkdown(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, '\n');
  text = mapLines(text, (line) => (isFenceLine(line) ? '' : line));
  text = mapLines(text, (line) => unwrapPairs(line, '`'));
  text = replaceBracketed(text, { opener: '![', target: '(', allowEmptyLabel: true });
  text = replaceBracketed(text, { opener: '[', target: '(', allowEmptyLabel: false });
  text = replaceBracketed(text, { opener: '[', target: '[', allowEmptyLabel: false });
  text = mapLines(text, (line) => (isReferenceDefinition(line) ? '' : line));
  text = replaceTags(text);
  text = text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? ' ');
  text = mapLines(text, (line) => {
    const unmarked = withoutListMarks(withoutQuoteMarks(withoutHeadingMarks(line)));
    if (isRule(unmarked) || isTableSeparator(unmarked)) return '';
    return unwrapPairs(unwrapEmphasis(unwrapStrong(tableCellsAsList(unmarked))), '~~');
  });
  text = text.replace(/\bhttps?:\/\/\S+/g, ' ');
  text = text.replace(/[*_`~#>|\\^{}[\]]/g, ' ');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (FULL_STOP.test(line) ? line : `${line}.`))
    .join(' ');
}
