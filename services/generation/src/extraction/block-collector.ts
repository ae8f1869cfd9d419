import type { TextBlock } from './extracted-document.js';
import { normalizeText } from './text-normalizer.js';

const MAX_HEADING_LEVEL = 6;
const MAX_RUN_LENGTH = 120;
/** A run not found in the block costs a scan of the rest of it; after this many the others are dropped. */
const MAX_MISSED_RUNS = 3;

/**
 * The emphasised runs that read as written in the block's text, found left to right (linear in the
 * text), and those of them set in italics (`italic`: some of `runs`, as given).
 */
function placedRuns(text: string, runs: readonly string[] | undefined, italic: ReadonlySet<string>): Pick<TextBlock, 'emphasis' | 'italic'> {
  if (!runs?.length) return {};
  const found: string[] = [];
  const foundItalic: string[] = [];
  let cursor = 0;
  let missed = 0;
  for (const run of runs) {
    const clean = normalizeText(run.length > MAX_RUN_LENGTH * 2 ? run.slice(0, MAX_RUN_LENGTH * 2) : run);
    if (!clean || clean.length > MAX_RUN_LENGTH || !/\p{L}/u.test(clean)) continue;
    const at = text.indexOf(clean, cursor);
    if (at < 0) {
      if (++missed >= MAX_MISSED_RUNS) break;
      continue;
    }
    found.push(clean);
    if (italic.has(run)) foundItalic.push(clean);
    cursor = at + clean.length;
  }
  return { ...(found.length ? { emphasis: found } : {}), ...(foundItalic.length ? { italic: foundItalic } : {}) };
}

/**
 * Gathers blocks in reading order, normalising their text and giving each the heading it stands
 * under; a heading's own section is itself.
 */
export class BlockCollector {
  readonly blocks: TextBlock[] = [];
  private section: string | null = null;
  /** The running text's section while a box's own headings are read: the text after the box goes on under it. */
  private sectionOutsideBox: string | null = null;
  private inBox = false;

  /** `boxed`: printed in a feature box set apart from the running text (shaded, framed or in a one-cell table). */
  heading(text: string, level: number, page: number | null = null, boxed = false): void {
    const clean = normalizeText(text);
    if (!clean) return;
    this.enter(boxed);
    this.section = clean;
    const bounded = Math.min(MAX_HEADING_LEVEL, Math.max(1, Math.round(level)));
    this.blocks.push({ text: clean, kind: 'heading', level: bounded, page, section: clean, ...(boxed ? { boxed: true as const } : {}) });
  }

  /** `emphasis`: the bold or italic runs of the text, in order; `italic`: those of them set in italics, not bold. */
  paragraph(text: string, page: number | null = null, emphasis?: readonly string[], boxed = false, italic?: readonly string[]): void {
    this.push(text, 'paragraph', page, emphasis, boxed, italic);
  }

  listItem(text: string, page: number | null = null, emphasis?: readonly string[], boxed = false, italic?: readonly string[]): void {
    this.push(text, 'list-item', page, emphasis, boxed, italic);
  }

  private enter(boxed: boolean): void {
    if (boxed && !this.inBox) this.sectionOutsideBox = this.section;
    if (!boxed && this.inBox) this.section = this.sectionOutsideBox;
    this.inBox = boxed;
  }

  private push(text: string, kind: 'paragraph' | 'list-item', page: number | null, emphasis: readonly string[] | undefined, boxed: boolean, italic: readonly string[] = []): void {
    const clean = normalizeText(text);
    if (!clean) return;
    this.enter(boxed);
    const runs = placedRuns(clean, emphasis, new Set(italic));
    this.blocks.push({ text: clean, kind, page, section: this.section, ...runs, ...(boxed ? { boxed: true as const } : {}) });
  }
}
