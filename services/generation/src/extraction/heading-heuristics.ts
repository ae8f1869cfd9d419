/**
 * Recognising headings and list items from their wording alone, for sources without styles
 * (plain text, legacy Word, PDF lines set in the body font).
 */

/** How sure the wording alone makes a heading: strong patterns stand on their own, weak ones need space around them. */
export type HeadingStrength = 'strong' | 'weak';

export interface HeadingPattern {
  strength: HeadingStrength;
  /** Depth of a section number ("2.1 Title" is 2), null when unnumbered. */
  depth: number | null;
}

const MAX_HEADING_CHARS = 100;
const MAX_HEADING_WORDS = 14;
const MAX_WEAK_HEADING_WORDS = 8;

const MULTI_LEVEL_NUMBER = /^(\d{1,2}(?:\.\d{1,2})+)\.?\s+(\S.*)$/;
const SINGLE_NUMBER = /^(\d{1,2}|[IVX]{1,5})[.)]?\s+(\S.*)$/;
const CHAPTER_WORD = /^(chapter|part|unit|section|lecture|module|week|topic|appendix)\s+([0-9]+|[ivxlc]+|[a-z])\b[.:]?(\s|$)/i;
const ENDS_LIKE_SENTENCE = /[.,;!?]["'\u2019\u201D)]?$/;
// Code, formulas and markup: braces, angle brackets, =, |, ::, calls like f(x).
const CODE_LIKE = /[{}<>=|\\@$%^~`]|::|\w\(|\)\s*;/;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

const words = (text: string) => text.split(/\s+/).filter(Boolean);

function isShort(text: string, maxWords = MAX_HEADING_WORDS): boolean {
  return text.length <= MAX_HEADING_CHARS && words(text).length <= maxWords;
}

function isAllCaps(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 4) return false;
  const upper = letters.filter((letter) => letter === letter.toUpperCase() && letter !== letter.toLowerCase());
  return upper.length / letters.length >= 0.9;
}

function isTitleCase(text: string): boolean {
  const significant = words(text).filter((word) => /^\p{L}/u.test(word) && !SMALL_WORDS.has(word.toLowerCase()));
  if (significant.length === 0 || !/^\p{Lu}/u.test(text.replace(/^[^\p{L}]+/u, ''))) return false;
  const capitalised = significant.filter((word) => /^\p{Lu}/u.test(word));
  return capitalised.length / significant.length >= 0.6;
}

/** Whether a line reads like a heading, by numbering, capitals or shape; null when it reads like prose. */
export function headingPattern(line: string): HeadingPattern | null {
  const text = line.trim();
  if (!text || !/\p{L}/u.test(text) || !isShort(text) || ENDS_LIKE_SENTENCE.test(text) || CODE_LIKE.test(text)) return null;

  const multiLevel = MULTI_LEVEL_NUMBER.exec(text);
  if (multiLevel && /^\p{L}/u.test(multiLevel[2]!)) {
    return { strength: 'strong', depth: multiLevel[1]!.split('.').length };
  }
  if (CHAPTER_WORD.test(text)) return { strength: 'strong', depth: 1 };
  if (isAllCaps(text)) return { strength: 'strong', depth: null };

  const single = SINGLE_NUMBER.exec(text);
  if (single && isShort(single[2]!, MAX_WEAK_HEADING_WORDS) && isTitleCase(single[2]!)) {
    return { strength: 'weak', depth: 1 };
  }
  if (isShort(text, MAX_WEAK_HEADING_WORDS) && isTitleCase(text) && !text.endsWith(':')) {
    return { strength: 'weak', depth: null };
  }
  return null;
}

const LIST_MARKER = /^\s*(?:[-*+\u2022\u2023\u25E6\u25AA\u25CF\u2043\u2219\u00B7\u2013\u2014]|\(?\d{1,3}[.)]|\(?[a-z][.)]|\(?[ivx]{1,4}[.)])\s+(\S.*)$/;

/** The text of a list item without its bullet or number, or null when the line is not a list item. */
export function listItemText(line: string): string | null {
  const match = LIST_MARKER.exec(line);
  return match ? match[1]!.trim() : null;
}
