import { openPdf } from '@studyforge/generation-service/dist/extraction/pdf-engine.js';
import { ocrRenderScale, renderPageToPng } from '@studyforge/generation-service/dist/extraction/pdf-page-renderer.js';

/**
 * Photos of printed pages: the given pages (1-based) of the section's PDF rendered to PNG (about
 * 180 dpi, as the service renders pages for OCR), one image per page, as a student uploads them.
 */
export async function buildPageImages(pdfBytes: Buffer, pageNumbers: readonly number[]): Promise<Buffer[]> {
  const pdf = await openPdf(pdfBytes);
  try {
    const images: Buffer[] = [];
    for (const number of pageNumbers.filter((entry) => entry >= 1 && entry <= pdf.numPages)) {
      const page = await pdf.getPage(number);
      images.push(await renderPageToPng(pdf, page, ocrRenderScale(page)));
      page.cleanup();
    }
    return images;
  } finally {
    await pdf.destroy();
  }
}
