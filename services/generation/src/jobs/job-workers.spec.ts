import { JOB_KINDS, type JobKind } from '@studyforge/contracts';
import { createLogger, type ObjectStorage } from '@studyforge/service-kit';
import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../ai/ai-provider.js';
import type { SubjectGenerator } from '../knowledge/subject-generator.js';
import type { LibraryRepository } from '../library/library.repository.js';
import { createJobHandlers } from './handlers/job-handlers.js';
import { JOB_CLASSES } from './job-classes.js';
import type { JobHandler } from './job-handler.js';
import type { JobLifecycle } from './job-lifecycle.js';
import { startJobWorkers } from './job-workers.js';

const config = { WORKER_CONCURRENCY: 2, LONG_AUDIO_CONCURRENCY: 1, BACKGROUND_CONCURRENCY: 4, WORKER_LOCK_MS: 60_000, WORKER_STALLED_CHECK_MS: 30_000 };

function start(handlers: Record<JobKind, JobHandler>, classes = JOB_CLASSES) {
  return startJobWorkers({
    handlers,
    classes,
    lifecycle: {} as JobLifecycle,
    config,
    connect: () => {
      throw new Error('start-up must fail before any worker connects');
    },
    logger: createLogger('test', 'silent'),
  });
}

const handlers = createJobHandlers({
  provider: {} as AiProvider,
  subjects: {} as SubjectGenerator,
  library: {} as LibraryRepository,
  storage: {} as ObjectStorage,
  dataExport: { run: async () => ({ result: {}, creditsUsed: 0 }) },
  studyPlan: { run: async () => ({ result: {}, creditsUsed: 0 }) },
  audioRecap: { run: async () => ({ result: {}, creditsUsed: 0 }) },
  voiceLecture: { run: async () => ({ result: {}, creditsUsed: 0 }) },
  tutorReply: { run: async () => ({ result: {}, creditsUsed: 0 }) },
  studyTools: { visualAnalysis: { run: async () => ({ result: {}, creditsUsed: 0 }) }, essayGrade: { run: async () => ({ result: {}, creditsUsed: 0 }) } },
});

describe('the worker\'s start-up', () => {
  it('has a handler for every job kind', () => {
    for (const kind of JOB_KINDS) expect(typeof handlers[kind].run).toBe('function');
  });

  it('refuses a job kind without a handler', () => {
    const { notes: _notes, ...withoutNotes } = handlers;
    expect(() => start(withoutNotes as Record<JobKind, JobHandler>)).toThrow('No job handler for: notes');
  });

  it('refuses a job kind that sits in no class', () => {
    const classes = JOB_CLASSES.map((jobClass) => ({ ...jobClass, kinds: jobClass.kinds.filter((kind) => kind !== 'trivia') }));
    expect(() => start(handlers, classes)).toThrow('No job class for: trivia');
  });
});
