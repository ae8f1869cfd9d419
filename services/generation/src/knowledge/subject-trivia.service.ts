import { DomainError, type SubjectTopic, type TriviaQuestion } from '@studyforge/contracts';
import { classifyFailure } from '../jobs/job-failure.js';
import type { SubjectGenerator } from './subject-generator.js';

/** Trivia about a subject, answered at once (the trivia service keeps the session and the charge). */
export class SubjectTriviaService {
  constructor(private readonly subjects: SubjectGenerator) {}

  /** The questions and what they are about; a failure is the error a student is told. */
  async trivia(topic: SubjectTopic, count: number, seed: string): Promise<{ subject: string; questions: TriviaQuestion[] }> {
    try {
      return await this.subjects.trivia(topic, count, seed);
    } catch (error) {
      const failure = classifyFailure(error);
      throw new DomainError(failure.code, failure.message);
    }
  }
}
