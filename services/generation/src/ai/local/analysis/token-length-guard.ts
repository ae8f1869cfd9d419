/**
 * The longest run of non-space characters handed to wink-nlp. Its tokenizer tries an e-mail pattern
 * that backtracks over a run of word and symbol characters in time growing with the square of the
 * run's length (200,000 "#" in one pasted text kept a worker busy for three minutes). No word,
 * number or link worth studying comes near this length.
 */
export const MAX_TOKEN_CHARS = 64;

const isSpace = (character: string) => character === ' ' || character === '\n' || character === '\t' || /\s/.test(character);

/** The text with every longer run of non-space characters cut to MAX_TOKEN_CHARS; linear, and the text itself when nothing is cut. */
export function withBoundedTokens(text: string): string {
  let out = '';
  let copied = 0;
  let runStart = 0;
  for (let position = 0; position <= text.length; position++) {
    if (position < text.length && !isSpace(text[position]!)) continue;
    if (position - runStart > MAX_TOKEN_CHARS) {
      out += text.slice(copied, runStart + MAX_TOKEN_CHARS);
      copied = position;
    }
    runStart = position + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
