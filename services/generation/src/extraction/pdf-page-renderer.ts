import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

interface NodeCanvas {
  encode(format: 'png'): Promise<Buffer>;
}

interface CanvasAndContext {
  canvas: NodeCanvas;
  context: unknown;
}

interface PdfCanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/**
 * Longest side of a rendered page: about 250 dpi for A4/Letter, which OCR reads well without being
 * slow. It is also a ceiling: a poster-sized page is scaled down, so no page renders to more than
 * 2000 × 2000 pixels however large its declared size.
 */
const TARGET_LONG_SIDE_PX = 2000;
const MAX_SCALE = 4;

export function ocrRenderScale(page: PDFPageProxy): number {
  const { width, height } = page.getViewport({ scale: 1 });
  return Math.min(MAX_SCALE, TARGET_LONG_SIDE_PX / Math.max(width, height, 1));
}

/**
 * Renders a page to PNG bytes. The canvas must come from pdf.js's own factory: pdfjs-dist ships its
 * own copy of @napi-rs/canvas, and drawing one copy's canvases onto the other's crashes the process.
 */
export async function renderPageToPng(pdf: PDFDocumentProxy, page: PDFPageProxy, scale: number): Promise<Buffer> {
  const viewport = page.getViewport({ scale });
  const factory = pdf.canvasFactory as PdfCanvasFactory;
  const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    const parameters = { canvas: target.canvas, canvasContext: target.context, viewport };
    await page.render(parameters as unknown as RenderParameters).promise;
    return await target.canvas.encode('png');
  } finally {
    factory.destroy(target);
  }
}
