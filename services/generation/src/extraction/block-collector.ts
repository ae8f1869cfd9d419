import type { TextBlock } from './extracted-document.js';
import { normalizeText } from './text-normalizer.js';

const MAX_HEADING_LEVEL = 6;

/**
 * Gathers blocks in reading order, normalising their text and giving each the heading it stands
 * under; a heading's own section is itself.
 */
export class BlockCollector {
  readonly blocks: TextBlock[] = [];
  private section: string | null = null;

  heading(text: string, level: number, page: number | null = null): void {
    const clean = normalizeText(text);
    if (!clean) return;
    this.section = clean;
    const bounded = Math.min(MAX_HEADING_LEVEL, Math.max(1, Math.round(level)));
    this.blocks.push({ text: clean, kind: 'heading', level: bounded, page, section: clean });
  }

  paragraph(text: string, page: number | null = null): void {
    this.push(text, 'paragraph', page);
  }

  listItem(text: string, page: number | null = null): void {
    this.push(text, 'list-item', page);
  }

  private push(text: string, kind: 'paragraph' | 'list-item', page: number | null): void {
    const clean = normalizeText(text);
    if (!clean) return;
    this.blocks.push({ text: clean, kind, page, section: this.section });
  }
}
