import type { Citation } from '@studyforge/contracts';
import { tutorMessages } from '@studyforge/contracts';
import MiniSearch from 'minisearch';
import { searchQuery, STOP_WORDS, type ChatMessage } from './follow-up-query.js';

/** A passage the tutor may quote: a sentence of the lecture or of its material. */
export interface TutorPassage {
  text: string;
  citation: Citation;
}

export interface TutorAnswer {
  response: string;
  grounded: boolean;
  sources: Citation[];
}

export function notCoveredAnswer(topic: string): TutorAnswer {
  return { response: tutorMessages.notCovered(topic), grounded: false, sources: [] };
}

/**
 * The passages that cover a question, in the order they come in the material: MiniSearch (BM25 with
 * prefix and fuzzy matching) over the passages, each sentence once; a passage counts when it shares
 * enough of the question's content words and scores at least half the best. A follow-up question also
 * searches the terms of the student's previous question (see follow-up-query).
 */
export function relevantPassages(question: string, passages: readonly TutorPassage[], previousMessages: readonly ChatMessage[] = [], limit = 3): TutorPassage[] {
  // The lecture repeats sentences of the material: each sentence is said once, from its first source.
  const seen = new Set<string>();
  const unique = passages.filter((passage) => {
    const key = passage.text.toLowerCase().replace(/\s+/gu, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const { words, needed } = searchQuery(question, previousMessages);
  if (words.length === 0 || unique.length === 0) return [];
  const index = new MiniSearch<{ id: number; text: string }>({ fields: ['text'], storeFields: [], processTerm: (term) => (STOP_WORDS.has(term.toLowerCase()) ? null : term.toLowerCase()) });
  index.addAll(unique.map((passage, id) => ({ id, text: passage.text })));
  const hits = index.search(words.join(' '), { prefix: (term) => term.length > 4, fuzzy: (term) => (term.length > 5 ? 0.2 : false), combineWith: 'OR' });
  const best = hits[0];
  const relevant = hits.filter((hit) => hit.queryTerms.length >= needed && hit.score >= (best?.score ?? 0) * 0.5).slice(0, limit);
  return relevant.map((hit) => hit.id as number).sort((a, b) => a - b).map((id) => unique[id]!);
}

/**
 * Answers a question from the lecture and its material only: the passages that cover it are the
 * answer, with their sources. When none does, the tutor says the material does not cover it instead
 * of inventing an answer.
 */
export function answerFromMaterial(question: string, passages: readonly TutorPassage[], topic: string, previousMessages: readonly ChatMessage[] = []): TutorAnswer {
  const chosen = relevantPassages(question, passages, previousMessages);
  if (chosen.length === 0) return notCoveredAnswer(topic);
  return { response: chosen.map((passage) => passage.text).join(' '), grounded: true, sources: chosen.map((passage) => passage.citation) };
}
