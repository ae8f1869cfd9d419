
/** Each chunk is one task of a speech thread: chunks of this size keep the threads evenly busy. */
export const MAX_CHUNK_CHARS = 600;

/** Splits text at sentence boundaries into chunks of at most MAX_CHUNK_CHARS (long sentences at commas or spaces). */
export function chunkForSpeech(text: string, maxChars = MAX_CHUNK_CHARS): string[] {
  // A plain split after sentence punctuation, in linear time on the service's thread (a chunk
  // boundary at an abbreviation costs only a short pause, as the chunks are joined).
  const sentences = text.split(/(?<=[.!?…])\s+/u);
  const pieces = sentences.flatMap((sentence) => splitLong(sentence.trim(), maxChars));
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + 1 + piece.length > maxChars) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${piece}` : piece;
  }
  if (current) chunks.push(current);
  return chunks.map(safeForCommandLine).filter((chunk) => /[\p{L}\p{N}]/u.test(chunk));
}

function splitLong(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return sentence ? [sentence] : [];
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    const cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '));
    const at = cut > maxChars / 3 ? cut + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : maxChars;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** The synthesizer takes the text as a command-line argument, so it must not look like an option. */
function safeForCommandLine(chunk: string): string {
  return chunk.replace(/^-(?=\d)/u, 'minus ').replace(/^[^\p{L}\p{N}"'“‘(]+/u, '');
}
