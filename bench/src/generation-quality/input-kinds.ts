/** The inputs a student uploads, in report order. */
export const INPUT_KINDS = ['pdf', 'docx', 'text', 'web', 'image'] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

export const INPUT_KIND_LABELS: Record<InputKind, string> = {
  pdf: 'PDF (printed section, bold key terms)',
  docx: 'DOCX (headings, bold/italic runs)',
  text: 'Pasted plain text',
  web: 'Pasted from the web page (the paste box keeps headings, bold, italics, lists, framed boxes)',
  image: 'Scanned page (PNG, OCR)',
};
