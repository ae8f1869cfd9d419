import chardet from 'chardet';
import iconv from 'iconv-lite';

const BOMS: Array<{ bytes: number[]; encoding: string }> = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe, 0x00, 0x00], encoding: 'utf-32le' },
  { bytes: [0x00, 0x00, 0xfe, 0xff], encoding: 'utf-32be' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/** Below this, chardet's single-byte guesses are mostly noise, so Windows-1252 (Latin-1 superset) wins. */
const MIN_CONFIDENCE = 50;
const FALLBACK_ENCODING = 'windows-1252';
const GUESS_SAMPLE_BYTES = 64 * 1024;

function bomEncoding(bytes: Uint8Array): string | null {
  const bom = BOMS.find(({ bytes: signature }) => signature.every((byte, index) => bytes[index] === byte));
  return bom?.encoding ?? null;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** UTF-16 without a byte-order mark: ASCII-range text leaves every other byte zero. */
function bomlessUtf16(bytes: Uint8Array): string | null {
  const sample = bytes.subarray(0, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] === 0) {
      if (index % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  const pairs = sample.length / 2;
  if (pairs < 2) return null;
  if (oddZeros / pairs > 0.3 && evenZeros / pairs < 0.05) return 'utf-16le';
  if (evenZeros / pairs > 0.3 && oddZeros / pairs < 0.05) return 'utf-16be';
  return null;
}

function guessedEncoding(bytes: Uint8Array): string {
  const best = chardet.analyse(bytes.subarray(0, GUESS_SAMPLE_BYTES)).find((match) => match.confidence >= MIN_CONFIDENCE);
  if (!best || best.name === 'ISO-8859-1' || best.name === 'ASCII') return FALLBACK_ENCODING;
  return iconv.encodingExists(best.name) ? best.name : FALLBACK_ENCODING;
}

/** The encoding of a text file: its byte-order mark, else valid UTF-8, else the best guess (Windows-1252 when unsure). */
export function detectEncoding(bytes: Uint8Array): string {
  return bomEncoding(bytes) ?? bomlessUtf16(bytes) ?? (isUtf8(bytes) ? 'utf-8' : guessedEncoding(bytes));
}

export function decodeText(bytes: Buffer): string {
  return iconv.decode(bytes, detectEncoding(bytes), { stripBOM: true });
}
