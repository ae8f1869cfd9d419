/** One sentence of an essay, where it stands, and its words. */
export interface EssaySentence {
  text: string;
  paragraph: number;
  /** Index among all sentences. */
  index: number;
  start: number;
  end: number;
  words: string[];
}

export interface EssayDocument {
  text: string;
  /** A first line standing alone, short and unpunctuated: the essay's title (not graded as a paragraph). */
  title: string | null;
  paragraphs: EssaySentence[][];
  sentences: EssaySentence[];
  words: string[];
}

const WORD = /[\p{L}][\p{L}'’-]*/gu;
/** A sentence ends at . ! ? (with closing quotes or brackets) before a space and a capital, digit or quote, or at a line end. */
const SENTENCE_END = /[.!?]+["'”’)\]]*(?=\s+|$)/g;
const ABBREVIATIONS = /(?:\b(?:Mr|Mrs|Ms|Dr|Prof|St|vs|etc|e\.g|i\.e|No|Fig|p|pp|al|Jr|Sr)|\b[ap]\.m|\bU\.S)\.$/i;

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Paragraphs (blank lines; when the text has none, every line) and their sentences. Plain rules, not a
 * model: students' essays are ordinary prose, and the offsets must point into the essay exactly so
 * remarks can quote it.
 */
export function readEssay(raw: string): EssayDocument {
  const text = raw.replace(/\r\n?/g, '\n');
  const separator = /\n\s*\n/.test(text) ? /\n\s*\n+/g : /\n+/g;
  const paragraphs: EssaySentence[][] = [];
  const sentences: EssaySentence[] = [];
  const blocks = splitKeepingOffsets(text, separator);
  const first = blocks[0]?.text.trim() ?? '';
  const title = blocks.length > 1 && first.length <= 120 && !/[.!?:;,]$/.test(first) && !first.includes('\n') && wordsOf(first).length <= 14 ? first : null;
  for (const block of title ? blocks.slice(1) : blocks) {
    const inParagraph: EssaySentence[] = [];
    for (const piece of sentencePieces(block.text)) {
      const trimmed = piece.text.trim();
      const words = wordsOf(trimmed);
      if (words.length === 0) continue;
      const start = block.start + piece.start + piece.text.indexOf(trimmed);
      const sentence = { text: trimmed.replace(/\s+/g, ' '), paragraph: paragraphs.length, index: sentences.length, start, end: start + trimmed.length, words };
      inParagraph.push(sentence);
      sentences.push(sentence);
    }
    if (inParagraph.length) paragraphs.push(inParagraph);
  }
  return { text, title, paragraphs, sentences, words: sentences.flatMap((sentence) => sentence.words) };
}

function splitKeepingOffsets(text: string, separator: RegExp): Array<{ text: string; start: number }> {
  const parts: Array<{ text: string; start: number }> = [];
  let last = 0;
  for (const match of text.matchAll(separator)) {
    parts.push({ text: text.slice(last, match.index), start: last });
    last = match.index + match[0].length;
  }
  parts.push({ text: text.slice(last), start: last });
  return parts.filter((part) => part.text.trim());
}

function sentencePieces(block: string): Array<{ text: string; start: number }> {
  const pieces: Array<{ text: string; start: number }> = [];
  let start = 0;
  for (const match of block.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (ABBREVIATIONS.test(block.slice(Math.max(start, end - 6), end))) continue;
    pieces.push({ text: block.slice(start, end), start });
    start = end;
  }
  if (block.slice(start).trim()) pieces.push({ text: block.slice(start), start });
  return pieces;
}
