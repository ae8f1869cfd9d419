import type { chatMessageSchema } from '@studyforge/contracts';
import type { z } from 'zod';

export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const STOP_WORDS = new Set(
  'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those what which who whom whose why how when where do does did can could should would will may might must i you he she we they me my your our their about into over than then there here not no so such just also very tell explain describe please'.split(' '),
);

/** Words that point back at what was asked before. */
const BACK_REFERENCE = /\b(it|its|they|them|their|this|that|these|those|he|she|his|her|him|one|ones)\b/iu;
/** A question with fewer content words than this leans on the conversation. */
const SHORT_QUESTION_WORDS = 2;

export function contentWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.filter((word) => word.length > 2 && !STOP_WORDS.has(word)) ?? [];
}

export interface SearchQuery {
  /** The words to search for: the question's, plus the previous question's for a follow-up. */
  words: string[];
  /** How many of them a passage must share to count: half of the question's own (at least one). */
  needed: number;
}

/**
 * The search for a question in its conversation: a follow-up (short, or pointing back with a pronoun
 * such as "it" or "they") also searches the content words of the student's last question that had some.
 */
export function searchQuery(question: string, previousMessages: readonly ChatMessage[] = []): SearchQuery {
  const own = contentWords(question);
  const needed = Math.max(1, Math.ceil(own.length / 2));
  const followUp = own.length < SHORT_QUESTION_WORDS || BACK_REFERENCE.test(question);
  if (!followUp) return { words: own, needed };
  const earlier = previousMessages
    .filter((message) => message.role === 'user')
    .map((message) => contentWords(message.content))
    .findLast((words) => words.length > 0) ?? [];
  return { words: [...new Set([...own, ...earlier])], needed };
}
