import type { Citation } from '@studyforge/contracts';
import { tutorMessages } from '@studyforge/contracts';
import MiniSearch from 'minisearch';

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

const STOP_WORDS = new Set(
  'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those what which who whom whose why how when where do does did can could should would will may might must i you he she we they me my your our their about into over than then there here not no so such just also very tell explain describe please'.split(' '),
);

/**
 * Answers a question from the lecture and its material only: MiniSearch (BM25 with prefix and fuzzy
 * matching) finds the passages that share the question's content words; the best of them, in the
 * order they come in the material, are the answer with their sources. When no passage shares one,
 * the tutor says the material does not cover it instead of inventing an answer.
 */
export function answerFromMaterial(question: string, passages: readonly TutorPassage[], topic: string): TutorAnswer {
  const notCovered = { response: tutorMessages.notCovered(topic), grounded: false, sources: [] };
  // The lecture repeats sentences of the material: each sentence is said once, from its first source.
  const seen = new Set<string>();
  const unique = passages.filter((passage) => {
    const key = passage.text.toLowerCase().replace(/\s+/gu, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.filter((word) => word.length > 2 && !STOP_WORDS.has(word)) ?? [];
  if (words.length === 0 || unique.length === 0) return notCovered;
  const index = new MiniSearch<{ id: number; text: string }>({ fields: ['text'], storeFields: [], processTerm: (term) => (STOP_WORDS.has(term.toLowerCase()) ? null : term.toLowerCase()) });
  index.addAll(unique.map((passage, id) => ({ id, text: passage.text })));
  const hits = index.search(words.join(' '), { prefix: (term) => term.length > 4, fuzzy: (term) => (term.length > 5 ? 0.2 : false), combineWith: 'OR' });
  const best = hits[0];
  // A passage counts when it shares at least half of the question's content words (at least one).
  const needed = Math.max(1, Math.ceil(words.length / 2));
  const relevant = hits.filter((hit) => hit.queryTerms.length >= needed && hit.score >= (best?.score ?? 0) * 0.5).slice(0, 3);
  if (relevant.length === 0) return notCovered;
  const chosen = relevant.map((hit) => hit.id as number).sort((a, b) => a - b).map((id) => unique[id]!);
  return { response: chosen.map((passage) => passage.text).join(' '), grounded: true, sources: chosen.map((passage) => passage.citation) };
}
