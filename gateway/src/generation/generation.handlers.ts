import { Inject, Injectable } from '@nestjs/common';
import { flashcardsReplyFromJob, notesReplyFromJob, quizReplyFromJob, subjectTopic, triviaReplyFromJob } from '@studyforge/contracts';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { JobLauncher } from './job-launcher.js';

/**
 * The generation endpoints of spec §7: uploads and subjects become jobs; the reply is the job's result, or 202 with
 * the job to follow when it outlives GENERATION_SYNC_WAIT_MS.
 */
@Injectable()
export class GenerationHandlers implements EndpointHandlerSet {
  constructor(@Inject(JobLauncher) private readonly jobs: JobLauncher) {}

  readonly handlers = defineHandlers({
    generateFlashcards: ({ req, context, body }) =>
      this.jobs.reply(req, context, { kind: 'flashcards', files: body.files, text: body.text ?? '', count: body.count ?? null }, flashcardsReplyFromJob),

    generateQuiz: ({ req, context, body }) =>
      this.jobs.reply(req, context, { kind: 'quiz', files: body.files, text: body.text ?? '', count: body.questionCount ?? null }, quizReplyFromJob),

    generatePracticeTest: ({ req, context, body }) =>
      this.jobs.reply(req, context, { kind: 'practice-test', files: body.files, text: body.text ?? '', count: body.questionCount ?? null }, quizReplyFromJob),

    generateTrivia: ({ req, context, body }) =>
      this.jobs.reply(req, context, { kind: 'trivia', files: body.files, text: body.text ?? '', count: body.count ?? null }, triviaReplyFromJob),

    generateNotes: ({ req, context, body }) =>
      this.jobs.reply(req, context, { kind: 'notes', files: body.files, text: body.text ?? '', count: null }, notesReplyFromJob),

    /** Flashcards about a subject alone (a course, a book), 1 credit per card. */
    generateSubjectFlashcards: ({ req, context, body }) => {
      const topic = subjectTopic({ label: body.subject, major: body.major, description: body.description });
      return this.jobs.reply(req, context, { kind: 'flashcards', files: [], text: '', count: body.count, topic }, flashcardsReplyFromJob);
    },

    generateSubjectQuiz: ({ req, context, body }) => {
      const topic = subjectTopic({ label: body.subject, major: body.major, description: body.description });
      return this.jobs.reply(req, context, { kind: 'quiz', files: [], text: '', count: body.questionCount, topic }, quizReplyFromJob);
    },
  });
}
