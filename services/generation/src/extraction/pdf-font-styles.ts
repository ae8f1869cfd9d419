import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What pdf.js tells the display side about a font (lib/core/fonts.js exportData). */
interface LoadedFont {
  name?: string;
  bold?: boolean;
  black?: boolean;
  italic?: boolean;
}

const EMPHASIS_NAME = /bold|black|heavy|semibold|demi|italic|oblique/i;
const BOLD_NAME = /bold|black|heavy|semibold|demi/i;
/** Pages whose drawing operations may be read for fonts: each costs about a text layer's time. */
const MAX_FONT_READS = 6;

/**
 * Which of a PDF's fonts are bold or italic. The text layer names each item's font but not its
 * face; pdf.js hands a font's name and flags over only with a page's drawing operations, so those
 * are read for a page that uses a font not seen before (fonts are shared across the document, so
 * usually the first pages only).
 */
export class FontStyles {
  private readonly emphasised = new Map<string, boolean>();
  private readonly bold = new Set<string>();
  private reads = 0;

  async learn(page: PDFPageProxy, items: readonly { fontName?: string }[]): Promise<void> {
    const unknown = new Set(items.flatMap((item) => (item.fontName !== undefined && !this.emphasised.has(item.fontName) ? [item.fontName] : [])));
    if (unknown.size === 0) return;
    if (this.reads++ >= MAX_FONT_READS) {
      unknown.forEach((fontName) => this.emphasised.set(fontName, false));
      return;
    }
    await page.getOperatorList();
    for (const fontName of unknown) {
      const font = page.commonObjs.has(fontName) ? (page.commonObjs.get(fontName) as LoadedFont | null) : null;
      this.emphasised.set(fontName, font !== null && (font.bold === true || font.black === true || font.italic === true || EMPHASIS_NAME.test(font.name ?? '')));
      if (font !== null && (font.bold === true || font.black === true || BOLD_NAME.test(font.name ?? ''))) this.bold.add(fontName);
    }
  }

  isEmphasised(fontName: string): boolean {
    return this.emphasised.get(fontName) ?? false;
  }

  /** Bold (or heavier), as opposed to only italic: what a heading set at body size is printed in. */
  isBold(fontName: string): boolean {
    return this.bold.has(fontName);
  }
}
