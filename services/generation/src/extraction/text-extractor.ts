import type { TextBlock } from './extracted-document.js';
import { parsePlainText } from './plain-text-parser.js';
import { decodeText } from './text-decoder.js';

/** A .txt file in whatever common encoding it was saved in. */
export function extractPlainText(bytes: Buffer): TextBlock[] {
  return parsePlainText(decodeText(bytes));
}
