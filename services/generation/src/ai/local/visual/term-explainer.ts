import type { CourseKnowledge } from '../../../knowledge/course-knowledge.js';

export interface TermExplanation {
  term: string;
  explanation: string;
  /** Where it came from: the student's note or deck, or a course of the knowledge base. */
  source: string;
}

const MAX_TERMS = 6;
const STOP = new Set(
  'about above after again against because before being below between could during every other their there these those through under until where which while would should still might shall since'.split(' '),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, term: string) => new RegExp(`(^|[^\\p{L}])${escape(term)}(s|es)?(?![\\p{L}])`, 'iu').test(text);

/** Words and two-word phrases of the image's text worth explaining (5+ letters, not function words). */
function candidateTerms(text: string): string[] {
  const words = text.match(/[\p{L}][\p{L}-]{3,}/gu) ?? [];
  const terms = new Set<string>();
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (word.length >= 5 && !STOP.has(word.toLowerCase())) terms.add(word.toLowerCase());
    const next = words[index + 1];
    if (next && !STOP.has(word.toLowerCase()) && !STOP.has(next.toLowerCase())) terms.add(`${word} ${next}`.toLowerCase());
  }
  return [...terms];
}

const DEFINING = /\b(is|are|was|were|means|refers to|is defined as|describes|consists of)\b/i;

/** A sentence of the student's own material that defines (or at least uses) the term. */
function fromMaterial(term: string, material: Array<{ title: string; text: string }>): TermExplanation | null {
  let used: TermExplanation | null = null;
  for (const item of material) {
    for (const sentence of item.text.split(/(?<=[.!?])\s+|\n+/)) {
      const clean = sentence.replace(/^[-*#\s]+/, '').trim();
      if (clean.length < 20 || clean.length > 400 || !mentions(clean, term)) continue;
      const found = { term, explanation: clean, source: `your saved material "${item.title}"` };
      if (DEFINING.test(clean) && clean.toLowerCase().indexOf(term.toLowerCase()) < 40) return found;
      used ??= found;
    }
  }
  return used;
}

/**
 * The terms the image's text (and the question) uses, explained first from the student's saved notes
 * and cards, then from the course knowledge base. Nothing is invented: a term found in neither is left out.
 */
export function explainTerms(text: string, material: Array<{ title: string; text: string }>, knowledge: readonly CourseKnowledge[]): TermExplanation[] {
  const explanations: TermExplanation[] = [];
  const explained = new Set<string>();
  const add = (explanation: TermExplanation | null) => {
    if (!explanation || explained.has(explanation.term.toLowerCase()) || explanations.length >= MAX_TERMS) return;
    explained.add(explanation.term.toLowerCase());
    explanations.push(explanation);
  };
  const known = knowledge.flatMap((course) => course.facts.map((fact) => ({ course, fact }))).filter(({ fact }) => fact.term.length >= 3 && mentions(text, fact.term));
  known.sort((a, b) => b.fact.term.length - a.fact.term.length);
  for (const { fact } of known) add(fromMaterial(fact.term, material));
  for (const term of candidateTerms(text).slice(0, 80)) {
    if (explanations.length >= MAX_TERMS) break;
    add(fromMaterial(term, material));
  }
  for (const { course, fact } of known) {
    add({ term: fact.term, explanation: fact.definition, source: `course knowledge: ${course.major}, ${course.course}` });
  }
  return explanations;
}
