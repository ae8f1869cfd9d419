import { generationMessages, requestedCount, usedCredits, type TriviaQuestion } from '@studyforge/contracts';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import type { ExtractedDocument } from '../../extraction/extracted-document.js';
import type { LibraryRepository } from '../../library/library.repository.js';
import { NotEnoughMaterialError } from '../job-failure.js';
import type { JobOutcome, ReportStage } from '../job-handler.js';
import { titleOfMaterial, type MaterialGenerator } from './study-material.reader.js';

/** Trivia questions from the material, saved as a trivia quiz; charged per question made. */
export class TriviaGenerator implements MaterialGenerator {
  constructor(private readonly deps: { provider: AiProvider; library: LibraryRepository }) {}

  async generate(job: GenerationJob, documents: ExtractedDocument[], report: ReportStage): Promise<JobOutcome> {
    const asked = requestedCount('trivia', job.input.count);
    const triviaQuestions = await this.deps.provider.trivia({ documents, count: asked });
    if (triviaQuestions.length === 0) throw NotEnoughMaterialError.toMake('trivia');
    await report('saving', 90);
    const title = `Trivia: ${titleOfMaterial(documents)}`;
    const quizId = await this.deps.library.saveQuiz({ userId: job.userId, jobId: job.id, kind: 'trivia', title, questions: triviaQuestions });
    return outcomeOf(job, quizId, triviaQuestions);
  }

  async saved(job: GenerationJob): Promise<JobOutcome | null> {
    const saved = await this.deps.library.quizOfJob(job.id);
    return saved && outcomeOf(job, saved.id, saved.questions as TriviaQuestion[]);
  }
}

function outcomeOf(job: GenerationJob, quizId: string, triviaQuestions: TriviaQuestion[]): JobOutcome {
  const asked = requestedCount('trivia', job.input.count);
  const creditsUsed = usedCredits('trivia', triviaQuestions.length, job.creditsReserved);
  const notice = triviaQuestions.length < asked ? generationMessages.notEnoughMaterial(triviaQuestions.length, asked) : null;
  return { result: { quizId, triviaQuestions, creditsUsed, notice }, creditsUsed };
}
