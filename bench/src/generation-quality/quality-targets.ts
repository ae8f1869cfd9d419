import type { InputKind } from './input-kinds.js';

/** Issue 13's targets: key-term recall by input kind (none set for scanned pages), defects, duplicate options. */
export const RECALL_TARGETS: Partial<Record<InputKind, number>> = { pdf: 0.8, docx: 0.8, text: 0.7, web: 0.7 };
export const MAX_DEFECTIVE_SHARE = 0.05;
export const MAX_DUPLICATE_OPTION_QUESTIONS = 0;
