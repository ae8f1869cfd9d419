import type { Citation } from '@studyforge/contracts';

/** Where a citation points: `biology.pdf · page 3 · Cell structure`. */
export function citationPlace(citation: Citation): string {
  const parts = [citation.fileName];
  if (citation.page) parts.push(`page ${citation.page}`);
  if (citation.section) parts.push(citation.section);
  return parts.join(' · ');
}
