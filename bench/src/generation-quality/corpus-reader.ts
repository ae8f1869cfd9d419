import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@studyforge/scripts';
import { HELD_OUT_SLUGS } from './corpus-manifest.js';
import type { TextbookSection } from './textbook-section.js';

export const TEXTBOOKS_DIR = join(REPO_ROOT, 'bench', 'data', 'textbooks');

export interface CorpusSection extends TextbookSection {
  heldOut: boolean;
}

/** Every stored section, book by book, in a stable order. */
export function readCorpus(dir = TEXTBOOKS_DIR): CorpusSection[] {
  const sections: CorpusSection[] = [];
  for (const book of readdirSync(dir).sort()) {
    const bookDir = join(dir, book);
    if (!statSync(bookDir).isDirectory()) continue;
    for (const file of readdirSync(bookDir).filter((name) => name.endsWith('.json')).sort()) {
      const section = JSON.parse(readFileSync(join(bookDir, file), 'utf8')) as TextbookSection;
      sections.push({ ...section, heldOut: HELD_OUT_SLUGS.has(section.book.slug) });
    }
  }
  return sections;
}
