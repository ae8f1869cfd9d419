import type { ExtractedDocument } from '@studyforge/generation-service/dist/extraction/extracted-document.js';
import { extractDocument, textToDocument } from '@studyforge/generation-service/dist/extraction/extract-document.js';
import { buildDocx } from './docx-input-builder.js';
import { buildPageImages } from './image-input-builder.js';
import type { InputKind } from './input-kinds.js';
import { PdfInputBuilder } from './pdf-input-builder.js';
import { termKey, termVariants } from './term-normalizer.js';
import { buildPastedText } from './text-input-builder.js';
import type { GlossaryEntry, TextbookSection } from './textbook-section.js';
import { buildWebPaste } from './web-paste-input-builder.js';

/** Pages of a section photographed for the image input (OCR is slow on this machine). */
export const IMAGE_PAGES = 1;

export interface SectionInput {
  kind: InputKind;
  documents: ExtractedDocument[];
  /** The glossary terms this input can hold: those the section prints (for the photographed pages, those printed on them). */
  gold: GlossaryEntry[];
  extractMs: number;
}

function termsPrinted(glossary: readonly GlossaryEntry[], text: string): GlossaryEntry[] {
  const printed = ` ${termKey(text)} `;
  return glossary.filter((entry) => termVariants(entry.term).some((variant) => printed.includes(` ${variant} `)));
}

/**
 * The IMAGE_PAGES consecutive pages (1-based) whose running text prints the most glossary terms; the first such run
 * on a tie. A page of review questions or a glossary-like summary can name more terms, but it is not a page a student
 * photographs to study from, and the engine rightly draws nothing from exercises.
 */
function pagesWithMostTerms(glossary: readonly GlossaryEntry[], pageTexts: readonly string[]): number[] {
  let best = 1;
  let bestCount = -1;
  for (let first = 1; first + IMAGE_PAGES - 1 <= Math.max(pageTexts.length, IMAGE_PAGES); first++) {
    const count = termsPrinted(glossary, pageTexts.slice(first - 1, first - 1 + IMAGE_PAGES).join(' ')).length;
    if (count > bestCount) {
      best = first;
      bestCount = count;
    }
  }
  return Array.from({ length: IMAGE_PAGES }, (_, offset) => best + offset);
}

const fileStem = (section: TextbookSection) => `${section.book.slug}-${section.number.replace('.', '-')}`;

/** One section as the given kind of upload, built in memory and read through the service's own extraction. */
export async function buildSectionInput(section: TextbookSection, kind: InputKind): Promise<SectionInput> {
  const started = performance.now();
  const pasted = buildPastedText(section);
  // A glossary may list a term its section never prints ("dyscalculia" in Psychology 2e 7.4): no input can hold it.
  const printed = termsPrinted(section.glossary, pasted);
  if (kind === 'text') return { kind, documents: [textToDocument(pasted)], gold: printed, extractMs: performance.now() - started };
  if (kind === 'web') return { kind, documents: [textToDocument(buildWebPaste(section))], gold: printed, extractMs: performance.now() - started };
  if (kind === 'docx') {
    const bytes = await buildDocx(section);
    const start = performance.now();
    const document = await extractDocument({ fileName: `${fileStem(section)}.docx`, type: 'docx', bytes });
    return { kind, documents: [document], gold: printed, extractMs: performance.now() - start };
  }
  const pdf = await new PdfInputBuilder(section).build();
  if (kind === 'pdf') {
    const start = performance.now();
    const document = await extractDocument({ fileName: `${fileStem(section)}.pdf`, type: 'pdf', bytes: pdf.bytes });
    return { kind, documents: [document], gold: printed, extractMs: performance.now() - start };
  }
  const pages = pagesWithMostTerms(section.glossary, pdf.studyPageTexts);
  const images = await buildPageImages(pdf.bytes, pages);
  const gold = termsPrinted(section.glossary, pages.map((page) => pdf.pageTexts[page - 1] ?? '').join(' '));
  const start = performance.now();
  const documents: ExtractedDocument[] = [];
  for (const [index, bytes] of images.entries()) {
    documents.push(await extractDocument({ fileName: `${fileStem(section)}-page-${index + 1}.png`, type: 'png', bytes }));
  }
  return { kind, documents, gold, extractMs: performance.now() - start };
}
