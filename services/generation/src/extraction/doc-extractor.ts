import type { TextBlock } from './extracted-document.js';
import { parsePlainText } from './plain-text-parser.js';
import { readWordBody } from './word-body-reader.js';

/** word-extractor ends table cells with tabs; a row reads better as "cell | cell". */
const joinTableCells = (line: string) =>
  line.includes('\t') ? line.split('\t').map((cell) => cell.trim()).filter(Boolean).join(' | ') : line;

/**
 * Legacy Word (.doc) body text. word-extractor does not expose the binary format's styles, so each
 * paragraph is a line and headings and lists are recognised from their wording.
 */
export async function extractDoc(bytes: Buffer): Promise<TextBlock[]> {
  const body = await readWordBody(bytes);
  return parsePlainText(body.split('\n').map(joinTableCells).join('\n'), { linesAreParagraphs: true });
}
