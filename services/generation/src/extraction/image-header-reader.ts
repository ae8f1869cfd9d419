import type { StudyFileType } from '@studyforge/contracts';

/** What an image's header says, read without decoding a pixel. */
export interface ImageHeader {
  width: number;
  height: number;
  animated: boolean;
  /** The file is shorter than its own header says it is. */
  truncated: boolean;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  let animated = false;
  let ended = false;
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'acTL') animated = true;
    if (type === 'IEND') {
      ended = true;
      break;
    }
    offset += 12 + length;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), animated, truncated: !ended || offset + 12 > bytes.length };
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC are other segments in that range. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return { width: 0, height: 0, animated: false, truncated: true };
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7), animated: false, truncated: false };
    }
    offset += 2 + length;
  }
  return { width: 0, height: 0, animated: false, truncated: true };
}

function webpHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const truncated = bytes.readUInt32LE(4) + 8 > bytes.length;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    const flags = bytes[20]!;
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1, animated: (flags & 0x02) !== 0, truncated };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, animated: false, truncated };
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff, animated: false, truncated };
  }
  return null;
}

/** The header of a JPEG, PNG or WebP, or null when the bytes do not start like one. */
export function readImageHeader(bytes: Buffer, type: StudyFileType): ImageHeader | null {
  switch (type) {
    case 'png':
      return pngHeader(bytes);
    case 'jpeg':
      return jpegHeader(bytes);
    case 'webp':
      return webpHeader(bytes);
    default:
      return null;
  }
}
