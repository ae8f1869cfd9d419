import { describe, expect, it } from 'vitest';
import { atxHeading, unwrapLinks, unwrapStrong } from './inline-markdown.js';

/** The former patterns: right on short lines, but their time grows with the square or cube of a long one. */
const FORMER = {
  links: (line: string) => line.replace(/\[([^\]]+)\]\((?:[^)\s]+)\)/g, '$1'),
  strong: (line: string) => line.replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2'),
  atx: (line: string) => {
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    return match ? { level: match[1]!.length, text: match[2]! } : null;
  },
};

function randomLines(tokens: string[], count: number): string[] {
  let state = 5;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(random() * 12) }, () => tokens[Math.floor(random() * tokens.length)]).join(''),
  );
}

describe('inline markdown of plain text, in linear time', () => {
  const tokens = ['a', 'word', ' ', '\t', '[', ']', '(', ')', '*', '**', '_', '__', '#', '##', 'x.y'];

  it('unwraps links as the former pattern did', () => {
    expect(unwrapLinks('See [the cell](https://x.org/cell) and [not a link](a b)')).toBe('See the cell and [not a link](a b)');
    for (const line of randomLines(tokens, 5000)) expect(unwrapLinks(line), JSON.stringify(line)).toBe(FORMER.links(line));
  });

  it('unwraps strong emphasis as the former pattern did', () => {
    expect(unwrapStrong('**Mitochondria** make __ATP__, a ** b')).toBe('Mitochondria make ATP, a ** b');
    for (const line of randomLines(tokens, 5000)) expect(unwrapStrong(line), JSON.stringify(line)).toBe(FORMER.strong(line));
  });

  it('reads ATX headings as the former pattern did', () => {
    expect(atxHeading('## Cell biology ##')).toEqual({ level: 2, text: 'Cell biology' });
    expect(atxHeading('####### seven')).toBeNull();
    for (const line of randomLines(tokens, 5000)) expect(atxHeading(line), JSON.stringify(line)).toEqual(FORMER.atx(line));
  });

  it('reads pathological lines of the maximum size', () => {
    const size = 200_000;
    expect(unwrapLinks('['.repeat(size))).toBe('['.repeat(size));
    expect(unwrapLinks('[a]('.repeat(size / 4))).toBe('[a]('.repeat(size / 4));
    expect(unwrapStrong('a **a '.repeat(size / 6))).toBe('a **a '.repeat(size / 6));
    expect(atxHeading(`# a${' '.repeat(size)}b`)).toEqual({ level: 1, text: `a${' '.repeat(size)}b` });
  });
});
