import { MAJORS, type SubjectTopic } from '@studyforge/contracts';
import type { CourseKnowledge } from './course-knowledge.js';

const STOP_WORDS = new Set(['the', 'of', 'and', 'to', 'in', 'a', 'an', 'for', 'on', 'with', 'by', 'introduction', 'principles', 'book', 'edition']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
}

const factWordsOf = new WeakMap<CourseKnowledge, ReadonlySet<string>>();

/** The words of a course's terms and definitions, read once per process (ranking every course per request held the event loop ~30 ms). */
function factWords(entry: CourseKnowledge): ReadonlySet<string> {
  let known = factWordsOf.get(entry);
  if (!known) {
    known = new Set(entry.facts.flatMap((fact) => words(`${fact.term} ${fact.definition}`)));
    factWordsOf.set(entry, known);
  }
  return known;
}

/** How well a course matches the subject's words: its name counts most, a named term a lot, other words a little. */
function score(entry: CourseKnowledge, topic: SubjectTopic, query: Set<string>, label: string): number {
  const courseHits = words(entry.course).filter((word) => query.has(word)).length;
  const termHit = entry.facts.some((fact) => fact.term.toLowerCase() === label) ? 10 : 0;
  const known = factWords(entry);
  const factHits = [...query].filter((word) => known.has(word)).length;
  const majorBonus = topic.major && entry.major === topic.major ? 2 : 0;
  return courseHits * 4 + termHit + factHits + majorBonus;
}

/**
 * The courses a subject is about, best first: the exact course of a major; a course or major named
 * outright; a course with a key term of that name; else the courses whose names, terms and
 * definitions share the most words with the subject (and a book's description), preferring the
 * major given (a book's subject) and falling back to that major's courses when nothing matches.
 */
export function resolveTopic(topic: SubjectTopic, base: readonly CourseKnowledge[]): CourseKnowledge[] {
  const exact = base.find((entry) => entry.course === topic.course && (!topic.major || entry.major === topic.major));
  if (exact) return [exact];
  const label = topic.label.trim().toLowerCase();
  const byCourse = base.filter((entry) => entry.course.toLowerCase() === label);
  if (byCourse.length) return byCourse;
  const namedMajor = MAJORS.find((entry) => entry.name.toLowerCase() === label);
  if (namedMajor) return base.filter((entry) => entry.major === namedMajor.name);

  const major = MAJORS.find((entry) => entry.name === topic.major)?.name;
  const query = new Set(words(`${topic.label} ${topic.description ?? ''}`));
  const candidates = major ? base.filter((entry) => entry.major === major) : base;
  const ranked = candidates
    .map((entry) => ({ entry, score: score(entry, topic, query, label) - (major ? 2 : 0) }))
    .filter((candidate) => candidate.score >= 3)
    .sort((a, b) => b.score - a.score);
  if (ranked.length) return ranked.slice(0, 2).map((candidate) => candidate.entry);
  return major ? [...candidates] : [];
}
