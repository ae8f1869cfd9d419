import type { Citation, Flashcard, QuizQuestion, TriviaQuestion } from '@studyforge/contracts';
import type { CourseKnowledge, KnowledgeFact } from './course-knowledge.js';

/** A small deterministic generator (mulberry32), seeded from the content. */
function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

interface Picked {
  course: CourseKnowledge;
  fact: KnowledgeFact;
}

/** Facts taken in turn from each course, in a seeded order, so a session spreads over the subject. */
function pickFacts(courses: readonly CourseKnowledge[], count: number, next: () => number): Picked[] {
  const queues = courses.map((course) => shuffle(course.facts, next).map((fact) => ({ course, fact })));
  const picked: Picked[] = [];
  while (picked.length < count && queues.some((queue) => queue.length)) {
    for (const queue of queues) {
      const item = queue.shift();
      if (item && picked.length < count) picked.push(item);
    }
  }
  return picked;
}

function citationOf({ course, fact }: Picked): Citation {
  return { fileName: `StudyForge course notes: ${course.course}`, page: null, section: course.course, quote: `${fact.term}: ${fact.definition}` };
}

/** Four options: the answer and three others of the same course, shuffled; returns them and the answer's index. */
function optionsFor(picked: Picked, value: (fact: KnowledgeFact) => string, next: () => number): { options: string[]; correctAnswer: number } {
  const others = shuffle(
    picked.course.facts.filter((fact) => fact !== picked.fact),
    next,
  ).slice(0, 3);
  const options = shuffle([picked.fact, ...others], next);
  return { options: options.map(value), correctAnswer: options.indexOf(picked.fact) };
}

function explanationOf({ fact }: Picked): string {
  return `${fact.term}: ${fact.definition}`;
}

/** "Which term matches …?" with wrong options from the same course, so they are plausible. */
export function knowledgeTrivia(courses: readonly CourseKnowledge[], count: number, seed: string): TriviaQuestion[] {
  const next = random(`trivia:${seed}`);
  return pickFacts(courses, count, next).map((picked) => ({
    question: `Which term matches this description: ${picked.fact.definition}`,
    ...optionsFor(picked, (fact) => fact.term, next),
    explanation: explanationOf(picked),
    citation: citationOf(picked),
  }));
}

export function knowledgeFlashcards(courses: readonly CourseKnowledge[], count: number, seed: string): Flashcard[] {
  const next = random(`flashcards:${seed}`);
  return pickFacts(courses, count, next).map((picked) => ({
    question: `What does “${picked.fact.term}” refer to?`,
    answer: picked.fact.definition,
    citation: citationOf(picked),
  }));
}

/** A quiz mixing term recall (easy), description recall (medium) and true-statement questions (hard). */
export function knowledgeQuiz(courses: readonly CourseKnowledge[], count: number, seed: string): QuizQuestion[] {
  const next = random(`quiz:${seed}`);
  return pickFacts(courses, count, next).map((picked, index) => {
    const kind = index % 3;
    if (kind === 0) {
      return {
        question: `Which term matches this description: ${picked.fact.definition}`,
        ...optionsFor(picked, (fact) => fact.term, next),
        explanation: explanationOf(picked),
        difficulty: 'easy' as const,
        citation: citationOf(picked),
      };
    }
    if (kind === 1) {
      return {
        question: `Which description matches “${picked.fact.term}”?`,
        ...optionsFor(picked, (fact) => fact.definition, next),
        explanation: explanationOf(picked),
        difficulty: 'medium' as const,
        citation: citationOf(picked),
      };
    }
    const { options: terms, correctAnswer } = optionsFor(picked, (fact) => fact.term, next);
    // Pair each option's term with a definition: the correct one with its own, the others rotated.
    const facts = terms.map((term) => picked.course.facts.find((fact) => fact.term === term)!);
    const statements = facts.map((fact, position) => {
      const definition = position === correctAnswer ? fact.definition : facts[(position + 1) % facts.length]!.definition;
      const shown = position !== correctAnswer && definition === fact.definition ? facts[(position + 2) % facts.length]!.definition : definition;
      return `${fact.term}: ${lowerFirst(shown)}`;
    });
    return {
      question: 'Which of these statements is true?',
      options: statements,
      correctAnswer,
      explanation: explanationOf(picked),
      difficulty: 'hard' as const,
      citation: citationOf(picked),
    };
  });
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}
