import type { ExtractedDocument, TextBlock } from '../../extraction/extracted-document.js';

/** One numbered piece of the material the model may cite by id. */
export interface Passage {
  /** `P1`, `P2`, … in material order. */
  id: string;
  fileName: string;
  page: number | null;
  section: string | null;
  /** Whitespace-collapsed text of the block (or of a slice of a long block). */
  text: string;
}

export interface PassageCatalog {
  passages: Passage[];
  /** The passages as prompt lines: `[P12] (file.pdf, page 3, section "Photosynthesis") text…`. */
  material: string;
  /** Passages left out to stay within the token budget. */
  omitted: number;
  get(id: string): Passage | undefined;
}

export const CHARS_PER_TOKEN = 4;
export const DEFAULT_MATERIAL_TOKEN_BUDGET = 24_000;
/** Long blocks are cut at sentence ends into passages of at most this size, so the budget can keep whole passages. */
export const MAX_PASSAGE_CHARS = 1200;

type Draft = Omit<Passage, 'id'>;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export function formatPassage(passage: Passage): string {
  const where = [passage.fileName];
  if (passage.page !== null) where.push(`page ${passage.page}`);
  if (passage.section !== null) where.push(`section ${JSON.stringify(passage.section)}`);
  return `[${passage.id}] (${where.join(', ')}) ${passage.text}`;
}

/**
 * Numbers the documents' passages and keeps as many whole passages as fit the budget, taking them
 * round-robin from the documents so every file is represented rather than only the first.
 */
export function buildPassageCatalog(
  documents: ExtractedDocument[],
  tokenBudget = DEFAULT_MATERIAL_TOKEN_BUDGET,
): PassageCatalog {
  const drafts = documents.map(documentDrafts);
  const total = drafts.reduce((sum, list) => sum + list.length, 0);
  const widestId = `P${total}`;
  const taken = drafts.map(() => 0);
  const open = new Set(drafts.flatMap((list, index) => (list.length > 0 ? [index] : [])));
  let remaining = tokenBudget;
  while (open.size > 0) {
    for (const index of [...open]) {
      const draft = drafts[index]![taken[index]!]!;
      const cost = estimateTokens(formatPassage({ ...draft, id: widestId }) + '\n');
      if (cost > remaining) {
        open.delete(index);
        continue;
      }
      remaining -= cost;
      taken[index]! += 1;
      if (taken[index] === drafts[index]!.length) open.delete(index);
    }
  }

  const passages = drafts
    .flatMap((list, index) => list.slice(0, taken[index]))
    .map((draft, index): Passage => ({ id: `P${index + 1}`, ...draft }));
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  return {
    passages,
    material: passages.map(formatPassage).join('\n'),
    omitted: total - passages.length,
    get: (id) => byId.get(id),
  };
}

function documentDrafts(document: ExtractedDocument): Draft[] {
  const texts = document.blocks.filter((block) => normalise(block.text) !== '');
  const body = texts.filter((block) => block.kind !== 'heading');
  // A document of headings alone still has something to cite.
  const blocks: TextBlock[] = body.length > 0 ? body : texts;
  return blocks.flatMap((block) =>
    splitLongText(normalise(block.text), MAX_PASSAGE_CHARS).map((text) => ({
      fileName: document.fileName,
      page: block.page,
      section: block.section === null ? null : normalise(block.section) || null,
      text,
    })),
  );
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Slices at sentence ends where possible, else at the last space, else hard at `max`. */
export function splitLongText(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const joined = current === '' ? sentence : `${current} ${sentence}`;
    if (joined.length <= max) {
      current = joined;
      continue;
    }
    if (current !== '') chunks.push(current);
    current = sentence;
    while (current.length > max) {
      const space = current.lastIndexOf(' ', max);
      const cut = space > max / 2 ? space : max;
      chunks.push(current.slice(0, cut).trim());
      current = current.slice(cut).trim();
    }
  }
  if (current !== '') chunks.push(current);
  return chunks;
}
