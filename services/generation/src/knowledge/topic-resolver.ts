import { MAJORS, type SubjectTopic } from '@studyforge/contracts';
import type { CourseKnowledge } from './course-knowledge.js';

const STOP_WORDS = new Set(['the', 'of', 'and', 'to', 'in', 'a', 'an', 'for', 'on', 'with', 'introduction', 'principles', 'i', 'ii']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
}

/**
 * The courses a subject is about: the exact course of a major; every course of a named major; else
 * the courses whose names, terms and definitions share the most words with the subject (and the
 * book's description), best first.
 */
export function resolveTopic(topic: SubjectTopic, base: readonly CourseKnowledge[]): CourseKnowledge[] {
  const exact = base.find((entry) => entry.course === topic.course && (!topic.major || entry.major === topic.major));
  if (exact) return [exact];
  const label = topic.label.trim().toLowerCase();
  const byCourse = base.filter((entry) => entry.course.toLowerCase() === label);
  if (byCourse.length) return byCourse;
  const major = MAJORS.find((entry) => entry.name.toLowerCase() === label || entry.name === topic.major);
  if (major && !topic.description) return base.filter((entry) => entry.major === major.name);

  const query = new Set(words(`${topic.label} ${topic.description ?? ''}`));
  if (query.size === 0) return [];
  const scored = base
    .map((entry) => {
      const courseWords = words(`${entry.course} ${entry.major}`);
      const factWords = entry.facts.flatMap((fact) => words(`${fact.term} ${fact.definition}`));
      const courseHits = courseWords.filter((word) => query.has(word)).length;
      const factHits = new Set(factWords.filter((word) => query.has(word))).size;
      const majorBonus = topic.major && entry.major === topic.major ? 2 : 0;
      return { entry, score: courseHits * 4 + factHits + majorBonus };
    })
    .filter((candidate) => candidate.score >= 3)
    .sort((a, b) => b.score - a.score);
  return scored.slice(0, 3).map((candidate) => candidate.entry);
}
