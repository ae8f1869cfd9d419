/** What can be uploaded as study material, by the bytes a file starts with. */
export const STUDY_FILE_TYPES = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  doc: { mime: 'application/msword', extensions: ['doc'] },
  text: { mime: 'text/plain', extensions: ['txt'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', extensions: ['png'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
} as const;

export type StudyFileType = keyof typeof STUDY_FILE_TYPES;

/** For `<input accept>`: the spec's list (pdf, doc, docx, txt, jpg, jpeg, png, webp). */
export const STUDY_FILE_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png,.webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Plain text: no NUL bytes (or UTF-16 with its BOM) and almost only printable characters. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  let suspicious = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    const control = byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c;
    if (control) suspicious++;
  }
  return suspicious / bytes.length < 0.01;
}

/**
 * The real type of a file from its first bytes (at least the first 4 KiB when the file is larger),
 * whatever its name or the browser says; null when it is not a supported study file.
 */
export function sniffStudyFileType(head: Uint8Array): StudyFileType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const text = ascii(head, 0, Math.min(head.length, 65536));
    return text.includes('word/') ? 'docx' : null;
  }
  return looksLikeText(head) ? 'text' : null;
}
