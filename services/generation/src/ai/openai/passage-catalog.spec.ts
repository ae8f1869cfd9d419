import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../extraction/extracted-document.js';
import { buildPassageCatalog, estimateTokens, MAX_PASSAGE_CHARS, splitLongText } from './passage-catalog.js';
import { CHLOROPHYLL, MITOCHONDRIA, PHOTOSYNTHESIS, studyDocuments } from './testing/study-documents.js';

function bigDocument(fileName: string, paragraphs: number): ExtractedDocument {
  return {
    fileName,
    type: 'text',
    pageCount: null,
    blocks: Array.from({ length: paragraphs }, (_, index) => ({
      text: `${fileName} paragraph ${index}. ${'Some study text. '.repeat(20)}`,
      kind: 'paragraph' as const,
      page: null,
      section: null,
    })),
  };
}

describe('buildPassageCatalog', () => {
  it('numbers the passages in order with file, page and section, leaving headings to the section label', () => {
    const catalog = buildPassageCatalog(studyDocuments);
    expect(catalog.material.split('\n')).toEqual([
      `[P1] (biology.pdf, page 3, section "Photosynthesis") ${PHOTOSYNTHESIS}`,
      `[P2] (biology.pdf, page 4, section "Photosynthesis") ${CHLOROPHYLL}`,
      `[P3] (Pasted text) ${MITOCHONDRIA}`,
    ]);
    expect(catalog.get('P2')).toMatchObject({ fileName: 'biology.pdf', page: 4, section: 'Photosynthesis', text: CHLOROPHYLL });
    expect(catalog.get('P4')).toBeUndefined();
    expect(catalog.omitted).toBe(0);
  });

  it('keeps only whole passages within the token budget, taken from every document', () => {
    const documents = [bigDocument('first.txt', 40), bigDocument('second.txt', 40), bigDocument('third.txt', 3)];
    const budget = 2000;
    const catalog = buildPassageCatalog(documents, budget);

    expect(estimateTokens(catalog.material)).toBeLessThanOrEqual(budget);
    expect(catalog.omitted).toBeGreaterThan(0);
    expect(catalog.passages.length + catalog.omitted).toBe(83);
    const perFile = (name: string) => catalog.passages.filter((passage) => passage.fileName === name).length;
    expect(perFile('third.txt')).toBe(3);
    expect(Math.abs(perFile('first.txt') - perFile('second.txt'))).toBeLessThanOrEqual(1);
    const allTexts = documents.flatMap((document) => document.blocks.map((block) => block.text.replace(/\s+/g, ' ').trim()));
    for (const passage of catalog.passages) expect(allTexts).toContain(passage.text);
  });

  it('splits a very long block at sentence ends so the budget can still keep whole passages', () => {
    const long = 'A sentence about cells. '.repeat(200).trim();
    const chunks = splitLongText(long, MAX_PASSAGE_CHARS);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(MAX_PASSAGE_CHARS);
      expect(chunk.endsWith('cells.')).toBe(true);
    }
    expect(chunks.join(' ')).toBe(long);
  });

  it('cuts a sentence longer than the limit at a space', () => {
    const chunks = splitLongText('word '.repeat(100).trim(), 50);
    expect(chunks.every((chunk) => chunk.length <= 50 && !chunk.startsWith(' '))).toBe(true);
    expect(chunks.join(' ')).toBe('word '.repeat(100).trim());
  });

  it('cites the headings of a document that has nothing else', () => {
    const catalog = buildPassageCatalog([
      { fileName: 'outline.docx', type: 'docx', pageCount: null, blocks: [{ text: 'Cell biology', kind: 'heading', level: 1, page: null, section: null }] },
    ]);
    expect(catalog.material).toBe('[P1] (outline.docx) Cell biology');
  });
});
