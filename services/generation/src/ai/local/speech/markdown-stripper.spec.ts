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

  it('reads links, images, tags and emphasis the way the former patterns did, on any single line', () => {
    const tokens = ['a', 'b', 'word', ' ', '\t', '*', '**', '_', '__', '[', ']', '(', ')', '!', '#', '>', '-', '1.', '|', '`', '~~', '<', 'x>', ':', 'http://x.y', '&amp;', '---'];
    const random = seededRandom(7);
    for (let sample = 0; sample < 5000; sample++) {
      const length = 1 + Math.floor(random() * 14);
      const line = Array.from({ length }, () => tokens[Math.floor(random() * tokens.length)]).join('');
      expect(stripMarkdown(line), JSON.stringify(line)).toBe(formerStripMarkdown(line));
    }
  });

  it('treats each line on its own: markers at line starts, emphasis and tags within a line', () => {
    expect(stripMarkdown('*one\ntwo* and <b\n>three')).toBe('one. two and <b. three.');
    expect(stripMarkdown('> quoted\n  2) second\n- [x] done\n[ref]: https://example.com')).toBe('quoted. second. done.');
    expect(stripMarkdown('a **b **c** d\n**e**')).toBe('a b c d. e.');
  });

  it('reads pathological input of the maximum size correctly', () => {
    const size = 200_000;
    expect(stripMarkdown('['.repeat(size))).toBe('');
    expect(stripMarkdown('![]('.repeat(size / 4))).toBe('');
    expect(stripMarkdown(`${'![a]('.repeat(size / 5 - 1)}![a](x)`)).toBe('a.');
    expect(stripMarkdown('<'.repeat(size))).toBe('');
    expect(stripMarkdown('a **a '.repeat(size / 6))).toBe(`${'a a '.repeat(size / 6).trim()}.`);
    expect(stripMarkdown(`${' '.repeat(size)}x`)).toBe('x.');
    expect(stripMarkdown(`[${'a'.repeat(size)}](x)`)).toBe(`${'a'.repeat(size)}.`);
  });
});

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': ' and ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The former implementation (backtracking patterns, quadratic on some input), the reference on short lines. */
function formerStripMarkdown(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, '\n');
  text = text.replace(/^\s*(```|~~~)[^\n]*$/gm, '');
  text = text.replace(/`([^`\n]*)`/g, '$1');
  text = text.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1');
  text = text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  text = text.replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1');
  text = text.replace(/^\s{0,3}\[[^\]]+\]:\s*\S+.*$/gm, '');
  text = text.replace(/<[^>\n]+>/g, ' ');
  text = text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? ' ');
  text = text.replace(/^\s{0,3}#{1,6}\s*/gm, '');
  text = text.replace(/^\s*>+\s?/gm, '');
  text = text.replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '');
  text = text.replace(/^\s*(?:[-*_]\s*){3,}$/gm, '');
  text = text.replace(/^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*(?::?-{2,}:?)?\s*$/gm, '');
  text = text.replace(/^\s*\|/gm, '').replace(/\|\s*$/gm, '').replace(/\s*\|\s*/g, ', ');
  text = text.replace(/(\*\*|__)(\S(?:[^\n]*?\S)?)\1/g, '$2');
  text = text.replace(/(^|[^\p{L}\p{N}])[*_](\S(?:[^\n]*?\S)?)[*_](?=[^\p{L}\p{N}]|$)/gmu, '$1$2');
  text = text.replace(/~~([^\n]*?)~~/g, '$1');
  text = text.replace(/\bhttps?:\/\/\S+/g, ' ');
  text = text.replace(/[*_`~#>|\\^{}[\]]/g, ' ');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (/[.!?:;,]$/u.test(line) ? line : `${line}.`))
    .join(' ');
}
