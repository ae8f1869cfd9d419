import type { TextbookSection } from './textbook-section.js';

/** The footer OpenStax prints on every page of its PDFs. */
export const OPENSTAX_FOOTER = 'Access for free at openstax.org';

/** The running header of a section's printed pages (chapter on the left page, section on the right). */
export function runningHeaders(section: TextbookSection): string[] {
  const chapter = section.number.split('.')[0];
  return [`${chapter} • ${section.chapter}`, `${section.number} • ${section.title}`];
}

/** The printed page number of the section's first page (fixed per section, so runs are repeatable). */
export function firstPageNumber(section: TextbookSection): number {
  const [chapter = '1', position = '1'] = section.number.split('.');
  return Number(chapter) * 24 + Number(position) * 5 + 1;
}
