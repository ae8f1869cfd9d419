import type { Major } from '@studyforge/contracts';

/**
 * One key term of a course and its one-sentence explanation. The definition never names the term,
 * so it can be asked as "Which term matches: …?" with other terms of the same course as options.
 */
export interface KnowledgeFact {
  term: string;
  definition: string;
}

export interface CourseKnowledge {
  major: Major;
  course: string;
  facts: KnowledgeFact[];
}
