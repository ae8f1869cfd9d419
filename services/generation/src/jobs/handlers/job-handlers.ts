import type { JobKind } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { SubjectGenerator } from '../../knowledge/subject-generator.js';
import type { LibraryRepository } from '../../library/library.repository.js';
import type { JobHandler } from '../job-handler.js';
import { FlashcardsGenerator } from './flashcards.generator.js';
import { NotesGenerator } from './notes.generator.js';
import { QuizGenerator } from './quiz.generator.js';
import { ReadAloudHandler } from './read-aloud.handler.js';
import { StudyMaterialReader } from './study-material.reader.js';
import { TriviaGenerator } from './trivia.generator.js';

export interface JobHandlerDependencies {
  provider: AiProvider;
  subjects: SubjectGenerator;
  library: LibraryRepository;
  storage: ObjectStorage;
  /** A student's data export (account-data/data-export.handler.ts): it gathers from every service. */
  dataExport: JobHandler;
  /** Study Calendar plans (study-plan/study-plan.handler.ts). */
  studyPlan: JobHandler;
  /** Audio recaps (audio-recap.handler.ts), built with the worker's database. */
  audioRecap: JobHandler;
  /** Tutor Me lectures and answers (voice-lecture.handler.ts, tutor-reply.handler.ts). */
  voiceLecture: JobHandler;
  tutorReply: JobHandler;
  /** Study Visuals and Essay Grader (study-tools/study-tool-handlers.ts). */
  studyTools: { visualAnalysis: JobHandler; essayGrade: JobHandler };
}

/** Each job kind with its handler, declared once (the worker refuses to start when one is missing). */
export function createJobHandlers(deps: JobHandlerDependencies): Record<JobKind, JobHandler> {
  const material = new StudyMaterialReader(deps.storage);
  return {
    flashcards: material.handlerFor(new FlashcardsGenerator(deps)),
    quiz: material.handlerFor(new QuizGenerator('quiz', deps)),
    'practice-test': material.handlerFor(new QuizGenerator('practice-test', deps)),
    trivia: material.handlerFor(new TriviaGenerator(deps)),
    notes: material.handlerFor(new NotesGenerator(deps)),
    'read-aloud': new ReadAloudHandler(deps),
    'data-export': deps.dataExport,
    'study-plan': deps.studyPlan,
    'audio-recap': deps.audioRecap,
    'voice-lecture': deps.voiceLecture,
    'tutor-reply': deps.tutorReply,
    'visual-analysis': deps.studyTools.visualAnalysis,
    'essay-grade': deps.studyTools.essayGrade,
  };
}
