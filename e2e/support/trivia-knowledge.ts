import { fileURLToPath, pathToFileURL } from 'node:url';

/** The curated knowledge base the trivia questions are written from (built with the generation service). */
const KNOWLEDGE_BASE_JS = fileURLToPath(new URL('../../services/generation/dist/knowledge/knowledge-base.js', import.meta.url));

export interface KnowledgeFact {
  term: string;
  definition: string;
}

interface CourseKnowledge {
  major: string;
  course: string;
  facts: KnowledgeFact[];
}

const QUESTION_PREFIX = 'Which term matches this description: ';

/** The key terms of one course. */
export async function factsOf(major: string, course: string): Promise<KnowledgeFact[]> {
  const { KNOWLEDGE_BASE } = (await import(pathToFileURL(KNOWLEDGE_BASE_JS).href)) as { KNOWLEDGE_BASE: readonly CourseKnowledge[] };
  const found = KNOWLEDGE_BASE.find((item) => item.major === major && item.course === course);
  if (!found) throw new Error(`No knowledge for ${major} / ${course}`);
  return found.facts;
}

/**
 * The right option of a "Which term matches this description: <definition>" question: the term
 * whose definition it is.
 */
export function rightTermFor(question: string, facts: readonly KnowledgeFact[]): string {
  if (!question.startsWith(QUESTION_PREFIX)) throw new Error(`Not a term question: ${question}`);
  const definition = question.slice(QUESTION_PREFIX.length).trim();
  const fact = facts.find((item) => item.definition.trim() === definition);
  if (!fact) throw new Error(`No term has the definition: ${definition}`);
  return fact.term;
}
