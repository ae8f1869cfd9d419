import type { Flashcard, Quiz, SubjectTopic, TriviaQuestion } from '@studyforge/contracts';
import type { AiProvider } from '../ai/ai-provider.js';
import type { ExtractedDocument, TextBlock } from '../extraction/extracted-document.js';
import { NotEnoughMaterialError } from '../jobs/job-failure.js';
import type { CourseKnowledge } from './course-knowledge.js';
import { knowledgeFlashcards, knowledgeQuiz, knowledgeTrivia } from './knowledge-items.js';
import { resolveTopic } from './topic-resolver.js';

/**
 * Study material from a subject alone (a course, a major, a book). The local engine builds it from the
 * curated course knowledge; a hosted model gets the subject, the book's description and the matching
 * course notes as its material.
 */
export class SubjectGenerator {
  constructor(
    private readonly provider: AiProvider,
    private readonly base: readonly CourseKnowledge[],
  ) {}

  /** Questions, and what they are about (the course or major they came from, when that is not the label). */
  async trivia(topic: SubjectTopic, count: number, seed: string): Promise<{ subject: string; questions: TriviaQuestion[] }> {
    const courses = resolveTopic(topic, this.base);
    if (this.provider.name === 'local' && courses.length) {
      return { subject: subjectOf(topic, courses), questions: knowledgeTrivia(courses, count, seed) };
    }
    return { subject: topic.label, questions: await this.provider.trivia({ documents: this.material(topic, courses), count }) };
  }

  async flashcards(topic: SubjectTopic, count: number, seed: string): Promise<Flashcard[]> {
    const courses = resolveTopic(topic, this.base);
    if (this.provider.name === 'local' && courses.length) return knowledgeFlashcards(courses, count, seed);
    return this.provider.flashcards({ documents: this.material(topic, courses), count });
  }

  async quiz(topic: SubjectTopic, count: number, seed: string): Promise<Quiz> {
    const courses = resolveTopic(topic, this.base);
    if (this.provider.name === 'local' && courses.length) {
      return { title: `${topic.label} quiz`, questions: knowledgeQuiz(courses, count, seed) };
    }
    return this.provider.quiz({ documents: this.material(topic, courses), questionCount: count, mode: 'quiz' });
  }

  /** A subject's material as documents (a Tutor Me lecture on a topic): the matching course notes, or none. */
  documentsFor(topic: SubjectTopic): ExtractedDocument[] {
    return this.material(topic, resolveTopic(topic, this.base));
  }

  /** The subject as documents: the book's description (if any) and the matching course notes. */
  private material(topic: SubjectTopic, courses: readonly CourseKnowledge[]): ExtractedDocument[] {
    const documents: ExtractedDocument[] = [];
    // A hosted model knows the subject itself; the local engine needs text to work from.
    const about = topic.description?.trim() || (this.provider.name === 'openai' ? `Study questions about ${topic.label}.` : '');
    if (about) {
      documents.push({
        fileName: topic.label,
        type: 'pasted-text',
        pageCount: null,
        blocks: [
          { text: topic.label, kind: 'heading', level: 1, page: null, section: topic.label },
          { text: about, kind: 'paragraph', page: null, section: topic.label },
        ],
      });
    }
    for (const course of courses) {
      const blocks: TextBlock[] = [
        { text: course.course, kind: 'heading', level: 1, page: null, section: course.course },
        ...course.facts.map((fact) => ({ text: `${fact.term}: ${fact.definition}`, kind: 'list-item' as const, page: null, section: course.course })),
      ];
      documents.push({ fileName: `StudyForge course notes: ${course.course}`, type: 'pasted-text', pageCount: null, blocks });
    }
    if (documents.length === 0) {
      throw new NotEnoughMaterialError(
        `There is not enough material about “${topic.label}” to study from. Try one of the courses of your major.`,
      );
    }
    return documents;
  }
}

/** "Data Structures", or the major when a whole major's courses were used, or a book's title with its course. */
function subjectOf(topic: SubjectTopic, courses: readonly CourseKnowledge[]): string {
  const about = courses.length === 1 ? courses[0]!.course : courses.length > 2 ? courses[0]!.major : courses.map((course) => course.course).join(' & ');
  return about.toLowerCase() === topic.label.toLowerCase() ? about : topic.course || topic.label === about ? about : `${topic.label} · ${about}`;
}
