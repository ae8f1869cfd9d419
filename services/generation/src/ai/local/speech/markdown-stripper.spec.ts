import { describe, expect, it } from 'vitest';
import { stripMarkdown } from './markdown-stripper.js';

describe('stripMarkdown', () => {
  it('keeps the words and drops the syntax of headings, lists, emphasis, links, code and tables', () => {
    const markdown = [
      '# Chapter 3: The Living Cell',
      '',
      '## Key terms',
      '- **Mitochondrion**: makes most of the cell’s _ATP_',
      '1. See [the diagram](https://example.com/cell.png) and ![a cell](cell.png)',
      '> Cells come from cells.',
      '',
      '| Organelle | Role |',
      '| --- | --- |',
      '| Ribosome | builds proteins |',
      '',
      '```',
      'const x = 1;',
      '```',
      'Inline `code` and ~~old~~ text, snake_case_name reads as words, &amp; more <br/>',
      '---',
    ].join('\n');
    const text = stripMarkdown(markdown);
    expect(text).toBe(
      'Chapter 3: The Living Cell. Key terms. Mitochondrion: makes most of the cell’s ATP. See the diagram and a cell. Cells come from cells. Organelle, Role. Ribosome, builds proteins. const x = 1; Inline code and old text, snake case name reads as words, and more.',
    );
    expect(text).not.toMatch(/[#*`|[\]]|https?:/u);
  });

  it('leaves nothing to say for pure markup', () => {
    expect(stripMarkdown('### ***\n\n---\n| --- |')).toBe('');
  });
});
