import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS, VerbosityLevel, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { WorkerMessageHandler } from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { EXTRACTION_LIMITS } from './extraction-limits.js';

// pdf.js runs its parser in-process in Node; handing it the handler up front loads that code once at
// start-up instead of on the first PDF of a request.
const pdfjsGlobal = globalThis as { pdfjsWorker?: { WorkerMessageHandler: unknown } };
pdfjsGlobal.pdfjsWorker ??= { WorkerMessageHandler };

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const assetDirectory = (name: string) => path.join(pdfjsRoot, name) + path.sep;

const IMAGE_OPERATORS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
]);

/** Opens a PDF from memory with fonts, CMaps and image decoders read from the installed package, never the network. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const task = getDocument({
    // A copy: pdf.js takes ownership of the array it is given.
    data: new Uint8Array(bytes),
    standardFontDataUrl: assetDirectory('standard_fonts'),
    cMapUrl: assetDirectory('cmaps'),
    cMapPacked: true,
    wasmUrl: assetDirectory('wasm'),
    iccUrl: assetDirectory('iccs'),
    isEvalSupported: false,
    // Larger pictures are skipped rather than decoded: a page-sized picture is far smaller than this.
    maxImageSize: EXTRACTION_LIMITS.maxImagePixels,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw error;
  }
}

export async function pageHasImages(page: PDFPageProxy): Promise<boolean> {
  const operators = await page.getOperatorList();
  return operators.fnArray.some((operator) => IMAGE_OPERATORS.has(operator));
}
