import { termKey } from './term-normalizer.js';

/** What a card or question is about, read from its wording the way a student reads it. */
export interface ItemSubject {
  /** The term-like phrases the item asks for or answers with, as term keys. */
  keys: string[];
  /** The side that should explain the term (the other side from the term), or null when none does. */
  explanation: string | null;
}

const ASKING = [
  /^(?:what|who) (?:is|are|was|were) (?:meant by |the meaning of |the definition of |the term |the concept of )?(.+?)\s*\??$/i,
  /^what (?:does|do) (?:the term |the word )?(.+?) (?:mean|refer to|describe|stand for|involve|do)\s*\??$/i,
  /^(?:define|explain|describe|identify) (?:the term |the concept |the idea of )?(.+?)\s*[.?]?$/i,
  /^(?:what|which) (?:term|concept|word|name) (?:is|describes|refers to|names).*?\?$/i,
  /^(?:how (?:is|are|does|do)) (?:the term )?(.+?) (?:defined|described)\s*\??$/i,
];

/** The phrase a front like "What is X?" or "Define X." asks about, or null when the front is not such a question. */
export function askedPhrase(front: string): string | null {
  const trimmed = front.trim();
  for (const pattern of ASKING) {
    const match = pattern.exec(trimmed);
    if (match?.[1]) return match[1].replace(/\s*\([^)]*\)\s*$/, (bracket) => bracket).trim();
  }
  return null;
}

/** The phrase an answer names before it explains: "X: …", "X — …", "X (…)", "X is …", or the whole answer when it is short. */
export function answerHead(answer: string): string {
  const trimmed = answer.trim().replace(/[.!]$/, '');
  if (trimmed.split(/\s+/).length <= 6) return trimmed;
  const cut = /^(.{2,80}?)(?:\s*[:—–]\s|\s+-\s|\s+(?:is|are|refers to|means|describes)\s)/.exec(trimmed);
  return cut?.[1] ?? '';
}

/** "oxidation-reduction (redox) reactions" → "oxidation-reduction reactions": a term named with its gloss or abbreviation inside. */
function withoutParentheses(phrase: string): string {
  return phrase.replace(/\s*\([^)]*\)/g, ' ').trim();
}

/**
 * The subject of a flashcard: the term on its front ("What is X?", "Define X", or the bare term), or the
 * term that is its answer (a definition on the front, the term on the back).
 */
export function cardSubject(front: string, back: string): ItemSubject {
  const keys: string[] = [];
  const asked = askedPhrase(front);
  const frontWords = front.trim().split(/\s+/).length;
  const head = answerHead(back);
  let explanation: string | null = null;
  if (asked) {
    keys.push(termKey(asked), termKey(withoutParentheses(asked)));
    explanation = back;
  }
  if (frontWords <= 6 && !/[?_]/.test(front)) {
    keys.push(termKey(front));
    explanation ??= back;
  }
  if (head) {
    keys.push(termKey(head), termKey(withoutParentheses(head)));
    if (!explanation) explanation = back.trim().split(/\s+/).length <= 6 ? front : back;
  }
  return { keys: [...new Set(keys.filter(Boolean))], explanation };
}
