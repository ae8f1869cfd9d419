import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { detectEncoding } from './text-decoder.js';
import { extractPlainText } from './text-extractor.js';

const NOTES = 'Caf\u00E9 chemistry\n\nA na\u00EFve model treats the \u201Cr\u00E9sum\u00E9\u201D of each atom as fixed \u2014 it is not.';

const texts = (bytes: Buffer) => extractPlainText(bytes).map((block) => block.text);

describe('extractPlainText', () => {
  it.each([
    ['UTF-8 without BOM', Buffer.from(NOTES, 'utf8'), 'utf-8'],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(NOTES, 'utf8')]), 'utf-8'],
    ['UTF-16LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(NOTES, 'utf16le')]), 'utf-16le'],
    ['UTF-16BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(NOTES, 'utf16be')]), 'utf-16be'],
    ['UTF-16LE without BOM', iconv.encode(NOTES, 'utf16le'), 'utf-16le'],
    ['Windows-1252', iconv.encode(NOTES, 'windows-1252'), 'windows-1252'],
  ])('decodes %s so accents and smart quotes survive', (_, bytes, encoding) => {
    expect(detectEncoding(bytes)).toBe(encoding);
    expect(texts(bytes)).toEqual([
      'Caf\u00E9 chemistry',
      'A na\u00EFve model treats the \u201Cr\u00E9sum\u00E9\u201D of each atom as fixed \u2014 it is not.',
    ]);
  });

  it('reads short Windows-1252 text as Windows-1252, not a lookalike code page', () => {
    const bytes = iconv.encode('caf\u00E9 na\u00EFve', 'windows-1252');
    expect(detectEncoding(bytes)).toBe('windows-1252');
    expect(texts(bytes)).toEqual(['caf\u00E9 na\u00EFve']);
  });
});
