import type { SubjectTopic } from './generation.js';

/** What a subject is known by; a blank hint is no hint. */
export interface SubjectTopicInput {
  label: string;
  major?: string | null;
  course?: string | null;
  description?: string | null;
}

/** The one way to build the subject of a generation without files (a course, a book, or free text). */
export function subjectTopic({ label, major, course, description }: SubjectTopicInput): SubjectTopic {
  return { label, major: major || null, course: course || null, description: description || null };
}
