import { generationMessages, requestedCount, type Quiz } from '@studyforge/contracts';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import type { ExtractedDocument } from '../../extraction/extracted-document.js';
import type { SubjectGenerator } from '../../knowledge/subject-generator.js';
import type { LibraryRepository } from '../../library/library.repository.js';
import { NotEnoughMaterialError } from '../job-failure.js';
import type { JobOutcome, ReportStage } from '../job-handler.js';
import type { MaterialGenerator } from './study-material.reader.js';

/** A quiz or a practice test from the material or a subject, saved; charged its flat price. */
export class QuizGenerator implements MaterialGenerator {
  constructor(
    private readonly mode: 'quiz' | 'practice-test',
    private readonly deps: { provider: AiProvider; subjects: SubjectGenerator; library: LibraryRepository },
  ) {}

  async generate(job: GenerationJob, documents: ExtractedDocument[], report: ReportStage): Promise<JobOutcome> {
    const asked = requestedCount(this.mode, job.input.count);
    const quiz = job.input.topic
      ? await this.deps.subjects.quiz(job.input.topic, asked, job.id)
      : await this.deps.provider.quiz({ documents, questionCount: asked, mode: this.mode });
    if (quiz.questions.length === 0) throw NotEnoughMaterialError.toMake('a quiz');
    await report('saving', 90);
    const quizId = await this.deps.library.saveQuiz({ userId: job.userId, jobId: job.id, kind: this.mode, title: quiz.title, questions: quiz.questions });
    return this.outcomeOf(job, quizId, quiz);
  }

  async saved(job: GenerationJob): Promise<JobOutcome | null> {
    const saved = await this.deps.library.quizOfJob(job.id);
    return saved && this.outcomeOf(job, saved.id, { title: saved.title, questions: saved.questions as Quiz['questions'] });
  }

  private outcomeOf(job: GenerationJob, quizId: string, quiz: Quiz): JobOutcome {
    const asked = requestedCount(this.mode, job.input.count);
    const notice = quiz.questions.length < asked ? generationMessages.notEnoughMaterial(quiz.questions.length, asked) : null;
    return { result: { quizId, quiz, creditsUsed: job.creditsReserved, notice }, creditsUsed: job.creditsReserved };
  }
}
