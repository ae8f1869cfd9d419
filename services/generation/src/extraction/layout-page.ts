/** A line of text where it sits on its page, in the page's own units (PDF points, top-down). */
export interface LayoutLine {
  text: string;
  /** Font size for a text layer, row height for OCR. */
  size: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Bold or italic runs of the line, in order (text layers whose fonts say so). */
  emphasis?: string[];
  /** Of `emphasis`, the runs set in italics and not bold (text layers whose fonts say so). */
  italic?: string[];
  /** Every character of the line is set in a bold face (text layers whose fonts say so): a heading's mark at body size. */
  bold?: boolean;
  /** The line is printed inside a shaded panel (a feature box, a worked example): set apart from the running text. */
  boxed?: boolean;
  /** The source already knows a paragraph starts here (OCR paragraphs). */
  startsParagraph?: boolean;
}

export interface LayoutPage {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
  /** Sizes are compared only among lines from the same source: font sizes and OCR row heights differ. */
  source: 'text-layer' | 'ocr';
  /** In reading order. */
  lines: LayoutLine[];
}
