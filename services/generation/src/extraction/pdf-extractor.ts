import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextBlock } from './extracted-document.js';
import { buildLayoutBlocks } from './layout-block-builder.js';
import type { LayoutPage } from './layout-page.js';
import { ocrEngine } from './ocr-engine.js';
import { ocrLayoutPage } from './ocr-lines.js';
import { openPdf, pageHasImages } from './pdf-engine.js';
import { ocrRenderScale, renderPageToPng } from './pdf-page-renderer.js';
import { textItemsToLines, type PdfTextItem } from './pdf-text-lines.js';
import { removeRunningHeaders } from './running-header-filter.js';
import { countLetters } from './text-normalizer.js';

/**
 * A page whose text layer has fewer letters than this is rendered and OCR'd when it shows an image
 * (a scan) or its text is glyphs without character mappings.
 */
const MIN_TEXT_LAYER_LETTERS = 20;

export interface PdfExtraction {
  pageCount: number;
  blocks: TextBlock[];
}

const letterCount = (page: LayoutPage) => page.lines.reduce((sum, line) => sum + countLetters(line.text), 0);

/** Glyphs a font maps to no real character come out as private-use or replacement characters. */
const unmappedCount = (page: LayoutPage) =>
  page.lines.reduce((sum, line) => sum + (line.text.match(/[\uE000-\uF8FF\uFFFD]/g)?.length ?? 0), 0);

async function textLayerPage(page: PDFPageProxy): Promise<LayoutPage> {
  const viewport = page.getViewport({ scale: 1 });
  // Our own normalisation (NFC, ligatures) replaces pdf.js's NFKC pass.
  const content = await page.getTextContent({ disableNormalization: true });
  const items: PdfTextItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
  return {
    page: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    source: 'text-layer',
    lines: textItemsToLines(items, viewport.transform),
  };
}

async function ocrPage(pdf: PDFDocumentProxy, page: PDFPageProxy, textLayer: LayoutPage): Promise<LayoutPage> {
  const scale = ocrRenderScale(page);
  const png = await renderPageToPng(pdf, page, scale);
  const recognised = ocrLayoutPage(await ocrEngine.recognize(png), page.pageNumber, scale);
  return { ...recognised, width: textLayer.width, height: textLayer.height };
}

async function readPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<LayoutPage> {
  const page = await pdf.getPage(pageNumber);
  try {
    const textLayer = await textLayerPage(page);
    if (letterCount(textLayer) >= MIN_TEXT_LAYER_LETTERS) return textLayer;
    const unreadableText = unmappedCount(textLayer) >= MIN_TEXT_LAYER_LETTERS;
    if (!unreadableText && !(await pageHasImages(page))) return textLayer;
    const scanned = await ocrPage(pdf, page, textLayer);
    return letterCount(scanned) > letterCount(textLayer) ? scanned : textLayer;
  } finally {
    page.cleanup();
  }
}

/**
 * Text of every page with its page number: the text layer where there is one, OCR of the rendered
 * page where there is only a scanned image. Running headers, footers and page numbers are dropped.
 */
export async function extractPdf(bytes: Buffer, onProgress?: (fraction: number) => void): Promise<PdfExtraction> {
  const pdf = await openPdf(bytes);
  try {
    const pages: LayoutPage[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      pages.push(await readPage(pdf, pageNumber));
      onProgress?.(pageNumber / pdf.numPages);
    }
    return { pageCount: pdf.numPages, blocks: buildLayoutBlocks(removeRunningHeaders(pages)) };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
