import { blockText, type TextbookSection } from './textbook-section.js';

/**
 * The section as a student pastes it after selecting the page in a browser: plain lines, no bold or
 * italic, headings on lines of their own, bullets as "•", blank lines between paragraphs.
 */
export function buildPastedText(section: TextbookSection): string {
  const lines: string[] = [];
  let exercise = 0;
  for (const block of section.blocks) {
    const text = blockText(block);
    if (block.kind === 'list-item') lines.push(`• ${text}`);
    else if (block.role === 'exercise' && block.kind !== 'heading') lines.push(`${++exercise}. ${text}`, '');
    else lines.push(text, '');
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
