import {
  generationMessages,
  JOB_KINDS,
  requestedCount,
  studyGuideToMarkdown,
  usedCredits,
  type JobKind,
  type JobStage,
} from '@studyforge/contracts';
import type { ObjectStorage, RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { AiProvider } from '../ai/ai-provider.js';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { ExtractedDocument } from '../extraction/extracted-document.js';
import { extractDocument, textToDocument } from '../extraction/extract-document.js';
import type { SubjectGenerator } from '../knowledge/subject-generator.js';
import type { LibraryRepository } from '../library/library.repository.js';
import { classifyFailure, NotEnoughMaterialError } from './job-failure.js';
import type { JobsRepository } from './jobs.repository.js';

export interface JobRunnerDependencies {
  jobs: JobsRepository;
  library: LibraryRepository;
  storage: ObjectStorage;
  provider: AiProvider;
  subjects: SubjectGenerator;
  rpc: RpcClient;
  logger: Logger;
}

interface Outcome {
  result: object;
  creditsUsed: number;
}

type Handler = (job: GenerationJob, documents: ExtractedDocument[]) => Promise<Outcome>;

/** Thrown to tell the queue not to try a job again (it has been settled as failed). */
export class FinalJobFailure extends Error {}

/**
 * Runs one generation job: extract → generate → save, reporting its stage, then settles its credits
 * (charging only what was made) or, on final failure, releases them. Safe to run again for the same
 * job after a crash: saving and every credit movement are idempotent on the job id.
 */
export class JobRunner {
  private readonly handlers: Record<JobKind, Handler> = {
    flashcards: (job, documents) => this.flashcards(job, documents),
    quiz: (job, documents) => this.quiz(job, documents, 'quiz'),
    'practice-test': (job, documents) => this.quiz(job, documents, 'practice-test'),
    trivia: (job, documents) => this.trivia(job, documents),
    notes: (job, documents) => this.notes(job, documents),
    'read-aloud': (job) => this.readAloud(job),
  };

  constructor(private readonly deps: JobRunnerDependencies) {
    const missing = JOB_KINDS.filter((kind) => typeof this.handlers[kind] !== 'function');
    if (missing.length) throw new Error(`No job handler for: ${missing.join(', ')}`);
  }

  async run(jobId: string, finalAttempt: boolean): Promise<void> {
    const job = await this.deps.jobs.find(jobId);
    if (!job) throw new FinalJobFailure(`job ${jobId} does not exist`);
    if (job.stage === 'done' || job.stage === 'failed') return;
    const log = this.deps.logger.child({ jobId, kind: job.kind });
    try {
      const documents = job.kind === 'read-aloud' || job.input.topic ? [] : await this.extract(job);
      await this.stage(job, 'generating', 55);
      const outcome = await this.handlers[job.kind](job, documents);
      await this.settle(job, outcome.creditsUsed);
      await this.deps.jobs.complete(job.id, outcome.result);
      log.info({ creditsUsed: outcome.creditsUsed }, 'job done');
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.retryable && !finalAttempt) {
        log.warn({ err: describe(error) }, 'job attempt failed; it will be retried');
        throw error;
      }
      log.warn({ err: describe(error), code: failure.code }, 'job failed');
      await this.release(job);
      await this.deps.jobs.fail(job.id, failure.code, failure.message);
      throw new FinalJobFailure(failure.message);
    }
  }

  private async extract(job: GenerationJob): Promise<ExtractedDocument[]> {
    await this.stage(job, 'extracting', 5);
    const documents: ExtractedDocument[] = [];
    const files = job.input.files;
    for (const [index, file] of files.entries()) {
      const bytes = await this.deps.storage.getBuffer(file.key);
      documents.push(await extractDocument({ fileName: file.fileName, type: file.type, bytes }));
      await this.stage(job, 'extracting', 5 + (45 * (index + 1)) / files.length);
    }
    if (job.input.text.trim()) documents.push(textToDocument(job.input.text));
    return documents;
  }

  private async flashcards(job: GenerationJob, documents: ExtractedDocument[]): Promise<Outcome> {
    const asked = requestedCount('flashcards', job.input.count);
    const topic = job.input.topic;
    const flashcards = topic
      ? await this.deps.subjects.flashcards(topic, asked, job.id)
      : await this.deps.provider.flashcards({ documents, count: asked });
    if (flashcards.length === 0) throw new NotEnoughMaterialError(notEnough('flashcards'));
    await this.stage(job, 'saving', 90);
    const title = topic ? topic.label : titleOf(documents);
    const deckId = await this.deps.library.saveDeck({ userId: job.userId, jobId: job.id, title, cards: flashcards });
    const creditsUsed = usedCredits('flashcards', flashcards.length, job.creditsReserved);
    const notice = flashcards.length < asked ? generationMessages.notEnoughMaterial(flashcards.length, asked) : null;
    return { result: { deckId, flashcards, creditsUsed, notice }, creditsUsed };
  }

  private async quiz(job: GenerationJob, documents: ExtractedDocument[], mode: 'quiz' | 'practice-test'): Promise<Outcome> {
    const asked = requestedCount(mode, job.input.count);
    const quiz = job.input.topic
      ? await this.deps.subjects.quiz(job.input.topic, asked, job.id)
      : await this.deps.provider.quiz({ documents, questionCount: asked, mode });
    if (quiz.questions.length === 0) throw new NotEnoughMaterialError(notEnough('a quiz'));
    await this.stage(job, 'saving', 90);
    const quizId = await this.deps.library.saveQuiz({ userId: job.userId, jobId: job.id, kind: mode, title: quiz.title, questions: quiz.questions });
    const notice = quiz.questions.length < asked ? generationMessages.notEnoughMaterial(quiz.questions.length, asked) : null;
    return { result: { quizId, quiz, creditsUsed: job.creditsReserved, notice }, creditsUsed: job.creditsReserved };
  }

  private async trivia(job: GenerationJob, documents: ExtractedDocument[]): Promise<Outcome> {
    const asked = requestedCount('trivia', job.input.count);
    const triviaQuestions = await this.deps.provider.trivia({ documents, count: asked });
    if (triviaQuestions.length === 0) throw new NotEnoughMaterialError(notEnough('trivia'));
    await this.stage(job, 'saving', 90);
    const title = `Trivia: ${titleOf(documents)}`;
    const quizId = await this.deps.library.saveQuiz({ userId: job.userId, jobId: job.id, kind: 'trivia', title, questions: triviaQuestions });
    const creditsUsed = usedCredits('trivia', triviaQuestions.length, job.creditsReserved);
    const notice = triviaQuestions.length < asked ? generationMessages.notEnoughMaterial(triviaQuestions.length, asked) : null;
    return { result: { quizId, triviaQuestions, creditsUsed, notice }, creditsUsed };
  }

  private async notes(job: GenerationJob, documents: ExtractedDocument[]): Promise<Outcome> {
    const studyGuide = await this.deps.provider.notes({ documents });
    await this.stage(job, 'saving', 90);
    const notes = studyGuideToMarkdown(studyGuide);
    const studyGuideId = await this.deps.library.saveStudyGuide({
      userId: job.userId,
      jobId: job.id,
      title: studyGuide.title,
      guide: studyGuide,
      notes,
    });
    return { result: { studyGuideId, studyGuide, notes, creditsUsed: job.creditsReserved }, creditsUsed: job.creditsReserved };
  }

  private async readAloud(job: GenerationJob): Promise<Outcome> {
    const audio = await this.deps.provider.speech({ text: job.input.text, voice: job.input.voice ?? undefined });
    await this.stage(job, 'saving', 90);
    const audioKey = `audio/read-aloud/${job.userId}/${job.id}.mp3`;
    await this.deps.storage.putBuffer(audioKey, audio, 'audio/mpeg');
    return { result: { audioKey }, creditsUsed: 0 };
  }

  private async stage(job: GenerationJob, stage: JobStage, progress: number): Promise<void> {
    await this.deps.jobs.setStage(job.id, stage, progress);
  }

  /** Gives back what was reserved but not used (e.g. 7 cards made of 10 asked). */
  private async settle(job: GenerationJob, used: number): Promise<void> {
    const unused = job.creditsReserved - used;
    if (unused > 0) await this.refund(job, unused, 'settle');
  }

  private async release(job: GenerationJob): Promise<void> {
    if (job.creditsReserved > 0) await this.refund(job, job.creditsReserved, 'release');
  }

  private async refund(job: GenerationJob, amount: number, why: 'settle' | 'release'): Promise<void> {
    await this.deps.rpc.request(
      'credits.refund',
      { userId: job.userId, amount, reason: `${job.kind} ${why === 'settle' ? 'items not made' : 'generation failed'}`, idempotencyKey: `job:${job.id}:${why}` },
      { requestId: `job-${job.id}`, actor: null },
      15_000,
    );
  }
}

function notEnough(what: string): string {
  return `The material does not have enough substance to make ${what}. Add more text or another file.`;
}

function titleOf(documents: ExtractedDocument[]): string {
  const first = documents[0];
  if (!first) return 'Study set';
  const heading = first.blocks.find((block) => block.kind === 'heading')?.text;
  return (heading ?? first.fileName.replace(/\.[^.]+$/, '')).slice(0, 120);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
