import type { ExtractedDocument } from '../../../extraction/extracted-document.js';

export const PHOTOSYNTHESIS =
  'Photosynthesis converts light energy into chemical energy stored in glucose. It takes place in the chloroplasts of plant cells.';
export const CHLOROPHYLL = 'Chlorophyll absorbs mostly blue and red light and reflects green light, which is why leaves look green.';
export const MITOCHONDRIA = 'Mitochondria release the energy in glucose through cellular respiration, producing ATP.';

/** Two files: a PDF with pages and sections, and pasted text without either. */
export const studyDocuments: ExtractedDocument[] = [
  {
    fileName: 'biology.pdf',
    type: 'pdf',
    pageCount: 4,
    blocks: [
      { text: 'Photosynthesis', kind: 'heading', level: 1, page: 3, section: null },
      { text: PHOTOSYNTHESIS, kind: 'paragraph', page: 3, section: 'Photosynthesis' },
      { text: CHLOROPHYLL, kind: 'paragraph', page: 4, section: 'Photosynthesis' },
    ],
  },
  {
    fileName: 'Pasted text',
    type: 'pasted-text',
    pageCount: null,
    blocks: [{ text: MITOCHONDRIA, kind: 'paragraph', page: null, section: null }],
  },
];
