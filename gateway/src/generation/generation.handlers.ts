import { Inject, Injectable } from '@nestjs/common';
import { flashcardsResultSchema, notesResultSchema, quizResultSchema, subjectTopic, triviaResultSchema, type JobStatus, type QuizReply } from '@studyforge/contracts';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { JobLauncher } from './job-launcher.js';

/** The generation endpoints of spec §7: uploads and subjects become jobs; the reply waits for the job's result. */
@Injectable()
export class GenerationHandlers implements EndpointHandlerSet {
  constructor(@Inject(JobLauncher) private readonly jobs: JobLauncher) {}

  readonly handlers = defineHandlers({
    generateFlashcards: async ({ req, context, body }) =>
      flashcardsReply(await this.jobs.run(req, context, { kind: 'flashcards', files: body.files, text: body.text ?? '', count: body.count ?? null })),

    generateQuiz: async ({ req, context, body }) =>
      quizReply(await this.jobs.run(req, context, { kind: 'quiz', files: body.files, text: body.text ?? '', count: body.questionCount ?? null })),

    generatePracticeTest: async ({ req, context, body }) =>
      quizReply(await this.jobs.run(req, context, { kind: 'practice-test', files: body.files, text: body.text ?? '', count: body.questionCount ?? null })),

    generateTrivia: async ({ req, context, body }) => {
      const status = await this.jobs.run(req, context, { kind: 'trivia', files: body.files, text: body.text ?? '', count: body.count ?? null });
      return { ...triviaResultSchema.parse(status.result), jobId: status.id };
    },

    generateNotes: async ({ req, context, body }) => {
      const status = await this.jobs.run(req, context, { kind: 'notes', files: body.files, text: body.text ?? '', count: null });
      return { ...notesResultSchema.parse(status.result), jobId: status.id };
    },

    /** Flashcards about a subject alone (a course, a book), 1 credit per card. */
    generateSubjectFlashcards: async ({ req, context, body }) => {
      const topic = subjectTopic({ label: body.subject, major: body.major, description: body.description });
      return flashcardsReply(await this.jobs.run(req, context, { kind: 'flashcards', files: [], text: '', count: body.count, topic }));
    },

    generateSubjectQuiz: async ({ req, context, body }) => {
      const topic = subjectTopic({ label: body.subject, major: body.major, description: body.description });
      return quizReply(await this.jobs.run(req, context, { kind: 'quiz', files: [], text: '', count: body.questionCount, topic }));
    },
  });
}

function flashcardsReply(status: JobStatus) {
  return { ...flashcardsResultSchema.parse(status.result), jobId: status.id };
}

function quizReply(status: JobStatus): QuizReply {
  const result = quizResultSchema.parse(status.result);
  return { quiz: { id: result.quizId, ...result.quiz }, creditsUsed: result.creditsUsed, notice: result.notice, jobId: status.id };
}
