import type { EssayGrading, Flashcard, Lecture, Quiz, StudyGuide, TriviaQuestion, VisualAnalysis } from '@studyforge/contracts';
import { availableParallelism } from 'node:os';
import { ocrEngine, type RecognizeImage } from '../../extraction/ocr-engine.js';
import type { TutorAnswer } from '../../tutor/tutor-answerer.js';
import type { AiProvider, EssayInput, GenerationInput, TutorQuestionInput, VisualInput } from '../ai-provider.js';
import { LocalAiProvider } from '../local/local-ai-provider.js';
import type { RecapScript, RecapScriptRequest } from '../recap-script.js';
import { EngineThreadError, rebuildEngineError } from './local-engine-errors.js';
import type { EngineTask, OcrQuestion } from './local-engine-messages.js';
import { ThreadPool } from './thread-pool.js';

const THREAD_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './local-engine-thread.ts' : './local-engine-thread.js', import.meta.url);

export interface LocalEnginePoolOptions {
  /** Threads at most; the machine's cores by default. */
  threads?: number;
  /** How long one call may run before its thread is stopped (EngineThreadError ENGINE_DEADLINE_EXCEEDED). */
  deadlineMs: number;
  /** OCR for Study Visuals' images, on the service's side; the process's long-lived engine by default. */
  ocr?: RecognizeImage;
  /** Another thread module speaking the same messages (tests stand in a stalling or crashing engine). */
  entry?: URL;
}

/**
 * The embedded local engine behind the AiProvider interface, each call run in a thread of a pool, so
 * a long generation never blocks the worker's other jobs, BullMQ's lock renewals or its health
 * answers. Speech stays with the engine's own speech threads. The same input gives the same output as
 * LocalAiProvider in-process; the engine's typed errors come back as themselves.
 */
export class LocalEnginePool implements AiProvider {
  readonly name = 'local' as const;
  private readonly threads: ThreadPool<EngineTask, unknown>;
  private readonly speaker = new LocalAiProvider();

  constructor(options: LocalEnginePoolOptions) {
    const ocr = options.ocr ?? ((image: Buffer) => ocrEngine.recognize(image));
    this.threads = new ThreadPool({
      entry: options.entry ?? THREAD_ENTRY,
      size: options.threads ?? Math.max(1, availableParallelism()),
      deadlineMs: options.deadlineMs,
      lost: (reason, detail) => EngineThreadError.lost(reason, detail),
      failed: rebuildEngineError,
      answer: async (question) => {
        const { image } = question as OcrQuestion;
        return { value: await ocr(Buffer.from(image.buffer, image.byteOffset, image.byteLength)) };
      },
    });
  }

  /** Threads alive now (for tests: a lost one is replaced on the next call). */
  get threadCount(): number {
    return this.threads.threadCount;
  }

  flashcards(input: GenerationInput & { count: number }): Promise<Flashcard[]> {
    return this.call({ method: 'flashcards', input }) as Promise<Flashcard[]>;
  }

  quiz(input: GenerationInput & { questionCount: number; mode: 'quiz' | 'practice-test' }): Promise<Quiz> {
    return this.call({ method: 'quiz', input }) as Promise<Quiz>;
  }

  notes(input: GenerationInput): Promise<StudyGuide> {
    return this.call({ method: 'notes', input }) as Promise<StudyGuide>;
  }

  trivia(input: GenerationInput & { count: number }): Promise<TriviaQuestion[]> {
    return this.call({ method: 'trivia', input }) as Promise<TriviaQuestion[]>;
  }

  analyzeVisual(input: VisualInput): Promise<VisualAnalysis> {
    return this.call({ method: 'analyzeVisual', input }) as Promise<VisualAnalysis>;
  }

  gradeEssay(input: EssayInput): Promise<EssayGrading> {
    return this.call({ method: 'gradeEssay', input }) as Promise<EssayGrading>;
  }

  /** Already in the speech threads. */
  speech(input: { text: string; voice?: string }): Promise<Buffer> {
    return this.speaker.speech(input);
  }

  speechSeconds(input: { text: string; voice?: string }): Promise<number> {
    return this.speaker.speechSeconds(input);
  }

  lecture(input: GenerationInput & { topic: string }): Promise<Lecture> {
    return this.call({ method: 'lecture', input }) as Promise<Lecture>;
  }

  tutorReply(input: TutorQuestionInput): Promise<TutorAnswer> {
    return this.call({ method: 'tutorReply', input }) as Promise<TutorAnswer>;
  }

  recapScript(input: GenerationInput & RecapScriptRequest): Promise<RecapScript> {
    return this.call({ method: 'recapScript', input }) as Promise<RecapScript>;
  }

  /** Loads the engine in every thread now, so the first students do not wait for it. */
  warmUp(): void {
    this.threads.warmUp();
  }

  close(): Promise<void> {
    return this.threads.close();
  }

  private call(task: EngineTask): Promise<unknown> {
    return this.threads.run(task);
  }
}
