import { describe, expect, it } from 'vitest';
import { stripMarkdown, withoutTags } from './markdown-text.js';

/** The former implementation (quadratic on unclosed brackets), the reference on short inputs. */
function formerStripMarkdown(text: string): string {
  return text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

describe('stripMarkdown', () => {
  it('keeps the words of headings, lists, links, images and emphasis', () => {
    expect(stripMarkdown('# Cells\n\n- **Mitochondria** make [ATP](https://x.org) ![diagram](d.png)\n```\ncode\n```')).toBe(
      'Cells Mitochondria make ATP diagram',
    );
    expect(stripMarkdown('[![logo](logo.png)](https://example.com) home')).toBe('logo home');
  });

  it('reads any text the way the former patterns did', () => {
    const tokens = ['a', 'word', ' ', '\n', '\t', '*', '**', '_', '[', ']', '(', ')', '!', '#', '>', '-', '1.', '`', '```', '~~'];
    const random = seededRandom(11);
    for (let sample = 0; sample < 5000; sample++) {
      const length = 1 + Math.floor(random() * 16);
      const text = Array.from({ length }, () => tokens[Math.floor(random() * tokens.length)]).join('');
      expect(stripMarkdown(text), JSON.stringify(text)).toBe(formerStripMarkdown(text));
    }
  });

  it('reads pathological input of the maximum size correctly', () => {
    const size = 200_000;
    expect(stripMarkdown('['.repeat(size))).toBe('['.repeat(size));
    expect(stripMarkdown('[]('.repeat(size / 3))).toBe('[]('.repeat(size / 3));
    expect(stripMarkdown(`${'[a]('.repeat(size / 4 - 1)}[a](x)`)).toBe('a');
    expect(stripMarkdown(`${'`'.repeat(size)}x`)).toBe('x');
  });

  it('replaces tags by spaces the way the former pattern did', () => {
    const tokens = ['a', ' ', '\n', '<', '>', '<b>', 'x'];
    const random = seededRandom(3);
    for (let sample = 0; sample < 3000; sample++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 12) }, () => tokens[Math.floor(random() * tokens.length)]).join('');
      expect(withoutTags(text), JSON.stringify(text)).toBe(text.replace(/<[^>\n]+>/g, ' '));
    }
    expect(withoutTags('<'.repeat(200_000))).toBe('<'.repeat(200_000));
  });
});
