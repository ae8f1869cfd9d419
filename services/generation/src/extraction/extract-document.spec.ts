import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument, textToDocument } from './extract-document.js';
import { ExtractionError } from './extracted-document.js';
import { limitMessages } from './extraction-limits.js';

const unreadable = (file: string) => `${file} could not be read. It may be damaged or password-protected.`;
const noText = (file: string) => `No text could be found in ${file}. If it is a scan or photo, try a sharper image.`;

describe('extractDocument', () => {
  it('reads a text file into a document with its name, type and blocks, reporting completion', async () => {
    const progress: number[] = [];
    const bytes = Buffer.from('# Ecology\n\nAn ecosystem is a community of organisms and their environment.\n');
    const document = await extractDocument({ fileName: 'ecology.txt', type: 'text', bytes }, { onProgress: (fraction) => progress.push(fraction) });
    expect(document).toEqual({
      fileName: 'ecology.txt',
      type: 'text',
      pageCount: null,
      blocks: [
        { text: 'Ecology', kind: 'heading', level: 1, page: null, section: 'Ecology' },
        { text: 'An ecosystem is a community of organisms and their environment.', kind: 'paragraph', page: null, section: 'Ecology' },
      ],
    });
    expect(progress).toEqual([1]);
  });

  it.each([
    ['an empty file', ''],
    ['a whitespace-only file', ' \r\n\t \n   \n'],
    ['a file with too few letters to study', 'p. 12\n\n3.14'],
  ])('reports %s as having no text, naming the file', async (_, content) => {
    const attempt = extractDocument({ fileName: 'week 3 notes.txt', type: 'text', bytes: Buffer.from(content) });
    await expect(attempt).rejects.toBeInstanceOf(ExtractionError);
    await expect(attempt).rejects.toMatchObject({ failure: 'NO_TEXT', fileName: 'week 3 notes.txt', message: noText('week 3 notes.txt') });
  });

  it('reports a PDF of blank pages as having no text', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    pdf.addPage();
    const bytes = Buffer.from(await pdf.save());
    await expect(extractDocument({ fileName: 'blank.pdf', type: 'pdf', bytes })).rejects.toMatchObject({
      failure: 'NO_TEXT',
      message: noText('blank.pdf'),
    });
  });

  it.each([
    ['pdf', 'lecture.pdf', Buffer.from('%PDF-1.7\n\u0000\u0001 garbage, no objects, no trailer')],
    ['pdf', 'cut-off.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R')],
    ['doc', 'old.doc', Buffer.concat([Buffer.from('D0CF11E0A1B11AE1', 'hex'), Buffer.alloc(600, 0xab)])],
  ] as const)('reports garbage labelled %s as unreadable, naming the file and keeping the cause', async (type, fileName, bytes) => {
    const error = await extractDocument({ fileName, type, bytes }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ExtractionError);
    expect(error).toMatchObject({ failure: 'UNREADABLE', fileName, message: unreadable(fileName) });
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it('refuses garbage labelled docx before the Word parser opens it: its zip structure cannot be measured', async () => {
    const bytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/ but not a zip at all')]);
    await expect(extractDocument({ fileName: 'essay.docx', type: 'docx', bytes })).rejects.toMatchObject({
      failure: 'UNREADABLE',
      fileName: 'essay.docx',
      message: limitMessages.unmeasurableArchive('essay.docx'),
    });
  });
});

describe('textToDocument', () => {
  it('makes pasted text a document named "Pasted text" with its own headings and lists', () => {
    expect(textToDocument('Enzymes\n=======\n\n- speed up reactions\n- are proteins')).toEqual({
      fileName: 'Pasted text',
      type: 'pasted-text',
      pageCount: null,
      blocks: [
        { text: 'Enzymes', kind: 'heading', level: 1, page: null, section: 'Enzymes' },
        { text: 'speed up reactions', kind: 'list-item', page: null, section: 'Enzymes' },
        { text: 'are proteins', kind: 'list-item', page: null, section: 'Enzymes' },
      ],
    });
  });

  it('gives blank pasted text no blocks, leaving "No content provided" to the caller', () => {
    expect(textToDocument('   ', 'Notes').blocks).toEqual([]);
  });
});
