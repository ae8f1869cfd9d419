import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextBlock } from './extracted-document.js';
import { buildLayoutBlocks } from './layout-block-builder.js';
import type { LayoutPage } from './layout-page.js';
import { EXTRACTION_LIMITS, limitMessages, overLimit } from './extraction-limits.js';
import { ocrEngine, type RecognizeImage } from './ocr-engine.js';
import { ocrLayoutPage } from './ocr-lines.js';
import { markEmphasisedWords } from './ocr-word-weight.js';
import { openPdf, pageHasImages } from './pdf-engine.js';
import { ocrRenderScale, renderPageToPng } from './pdf-page-renderer.js';
import { FontStyles } from './pdf-font-styles.js';
import { markInsetPanels } from './pdf-inset-panels.js';
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

async function textLayerPage(page: PDFPageProxy, fonts: FontStyles): Promise<LayoutPage> {
  const viewport = page.getViewport({ scale: 1 });
  // Our own normalisation (NFC, ligatures) replaces pdf.js's NFKC pass.
  const content = await page.getTextContent({ disableNormalization: true });
  const items: PdfTextItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
  await fonts.learn(page, items);
  return {
    page: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    source: 'text-layer',
    lines: textItemsToLines(
      items,
      viewport.transform,
      (fontName) => fonts.isEmphasised(fontName),
      (fontName) => fonts.isBold(fontName),
    ),
  };
}

async function ocrPage(pdf: PDFDocumentProxy, page: PDFPageProxy, textLayer: LayoutPage, ocr: RecognizeImage): Promise<LayoutPage> {
  const scale = ocrRenderScale(page);
  const png = await renderPageToPng(pdf, page, scale);
  const recognised = ocrLayoutPage(await markEmphasisedWords(await ocr(png), png), page.pageNumber, scale);
  return { ...recognised, width: textLayer.width, height: textLayer.height };
}

/** A page's text layer, and whether it is a scan (an image, or glyphs without characters) to OCR. */
async function readTextLayer(page: PDFPageProxy, fonts: FontStyles): Promise<{ textLayer: LayoutPage; needsOcr: boolean }> {
  const textLayer = await textLayerPage(page, fonts);
  if (letterCount(textLayer) >= MIN_TEXT_LAYER_LETTERS) return { textLayer, needsOcr: false };
  const unreadableText = unmappedCount(textLayer) >= MIN_TEXT_LAYER_LETTERS;
  return { textLayer, needsOcr: unreadableText || (await pageHasImages(page)) };
}

async function withPage<T>(pdf: PDFDocumentProxy, pageNumber: number, read: (page: PDFPageProxy) => Promise<T>): Promise<T> {
  const page = await pdf.getPage(pageNumber);
  try {
    return await read(page);
  } finally {
    page.cleanup();
  }
}

export interface PdfReading {
  /** Named in the messages of a refused file. */
  fileName?: string;
  /** Called with 0..1 as pages are read. */
  onProgress?: (fraction: number) => void;
  /** OCR for scanned pages; the process's engine by default. */
  ocr?: RecognizeImage;
}

/**
 * Text of every page with its page number: the text layer where there is one, OCR of the rendered
 * page where there is only a scanned image. Running headers, footers and page numbers are dropped.
 * Every text layer is read first, so a file over the page or scanned-page limit is refused before
 * any OCR starts.
 */
export async function extractPdf(bytes: Buffer, reading: PdfReading = {}): Promise<PdfExtraction> {
  const { fileName = 'This PDF', onProgress, ocr = (image) => ocrEngine.recognize(image) } = reading;
  const pdf = await openPdf(bytes);
  try {
    const pageCount = pdf.numPages;
    if (pageCount > EXTRACTION_LIMITS.maxPdfPages) throw overLimit(fileName, limitMessages.tooManyPages(fileName, pageCount));
    let done = 0;
    const pageDone = () => onProgress?.(++done / pageCount);

    const pages: LayoutPage[] = [];
    const scanned: number[] = [];
    const fonts = new FontStyles();
    for (let pageNumber = 1; pageNumber <= pageCount; pageNumber++) {
      const { textLayer, needsOcr } = await withPage(pdf, pageNumber, (page) => readTextLayer(page, fonts));
      pages.push(textLayer);
      if (needsOcr) scanned.push(pageNumber);
      else pageDone();
    }
    if (scanned.length > EXTRACTION_LIMITS.maxOcrPages) throw overLimit(fileName, limitMessages.tooManyScannedPages(fileName, scanned.length));

    for (const pageNumber of scanned) {
      const textLayer = pages[pageNumber - 1]!;
      const read = await withPage(pdf, pageNumber, (page) => ocrPage(pdf, page, textLayer, ocr));
      if (letterCount(read) > letterCount(textLayer)) pages[pageNumber - 1] = read;
      pageDone();
    }
    return { pageCount, blocks: buildLayoutBlocks(markInsetPanels(removeRunningHeaders(pages))) };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
