import type { JobKind, JobStage } from '@studyforge/contracts';
import { createLogger } from '@studyforge/service-kit';
import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import { ProviderError } from '../ai/ai-provider.js';
import type { CreditSettlement } from './credit-settlement.js';
import { JobClassRunner } from './job-class.runner.js';
import { JOB_CLASSES } from './job-classes.js';
import type { JobHandler } from './job-handler.js';
import { JobLifecycle } from './job-lifecycle.js';
import type { JobStatusService } from './job-status.service.js';
import type { JobsRepository } from './jobs.repository.js';

function jobOf(kind: JobKind, creditsReserved: number): GenerationJob {
  const now = new Date();
  return {
    id: '4f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f',
    userId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    kind,
    stage: 'queued',
    progress: 0,
    input: { files: [], text: 'text', count: 10, voice: null, topic: null },
    result: null,
    errorCode: null,
    errorMessage: null,
    creditsReserved,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A run of one job through the shared lifecycle, recording what happened to its status and credits. `cancelAt`:
 * the student's cancel lands just before the worker reports that stage (as the repository's conditional updates
 * do: a cancel wins only before 'saving', and a cancelled job keeps its end). `doneFails`: how many times marking
 * the job done fails as a database that went away would.
 */
function harness(job: GenerationJob, handler: JobHandler, cancelAt?: JobStage, doneFails = 0) {
  const events: string[] = [];
  let failuresLeft = doneFails;
  let stage: JobStage = job.stage;
  const lifecycle = new JobLifecycle({
    jobs: { find: async () => job } as unknown as JobsRepository,
    status: {
      stage: async (_id: string, next: JobStage, progress: number) => {
        if (next === cancelAt && stage !== 'saving') stage = 'failed';
        if (stage !== 'failed' && stage !== 'done') stage = next;
        events.push(`stage ${next} ${progress}`);
        return { ...job, stage };
      },
      doneIfOpen: async () => {
        if (failuresLeft-- > 0) throw new Error('Connection terminated unexpectedly');
        if (stage === 'failed' || stage === 'done') return null;
        stage = 'done';
        events.push('done');
        return { ...job, stage };
      },
      announce: async (announced: GenerationJob) => void events.push(`announced ${announced.stage}`),
      failedIfOpen: async (_id: string, code: string) => void events.push(`failed ${code}`),
    } as unknown as JobStatusService,
    credits: {
      settle: async (_job: GenerationJob, used: number) => void events.push(`settle ${used}`),
      release: async () => void events.push('release'),
    } as unknown as CreditSettlement,
    logger: createLogger('test', 'silent'),
  });
  const shortClass = JOB_CLASSES.find((jobClass) => jobClass.name === 'short-generation')!;
  const handlers = Object.fromEntries(shortClass.kinds.map((kind) => [kind, handler])) as Record<JobKind, JobHandler>;
  const runner = new JobClassRunner(shortClass, handlers, lifecycle);
  const attempt = (attemptsMade: number) => runner.process({ data: { jobId: job.id }, attemptsMade, opts: { attempts: 3 } });
  return { events, attempt };
}

describe('a job class runner', () => {
  it('runs the handler, settles the credits it used, then marks the job done', async () => {
    const { events, attempt } = harness(jobOf('flashcards', 10), {
      run: async (_job, report) => {
        await report('generating', 55);
        return { result: { made: 7 }, creditsUsed: 7 };
      },
    });
    await attempt(0);
    expect(events).toEqual(['stage generating 55', 'done', 'settle 7', 'announced done']);
  });

  it('stops a job cancelled before its saving step: it saves nothing, is never done and moves no credits', async () => {
    const saved: string[] = [];
    const discarded: string[] = [];
    const { events, attempt } = harness(
      jobOf('flashcards', 10),
      {
        run: async (job, report) => {
          await report('generating', 55);
          await report('saving', 90);
          saved.push(job.id);
          return { result: { made: 7 }, creditsUsed: 7 };
        },
        discard: async (job) => void discarded.push(job.id),
      },
      'saving',
    );
    expect(await attempt(0).catch((error: unknown) => error)).toBeInstanceOf(UnrecoverableError);
    expect(saved).toEqual([]);
    expect(discarded).toHaveLength(1);
    expect(events).toEqual(['stage generating 55', 'stage saving 90']);
  });

  it('never marks done nor charges a cancelled job whose handler did not report its saving step', async () => {
    const { events, attempt } = harness(
      jobOf('tutor-reply', 1),
      {
        run: async (_job, report) => {
          await report('generating', 30);
          return { result: {}, creditsUsed: 1 };
        },
      },
      'generating',
    );
    expect(await attempt(0).catch((error: unknown) => error)).toBeInstanceOf(UnrecoverableError);
    expect(events).toEqual(['stage generating 30']);
  });

  it('leaves a passing failure to be retried, then releases the credits and fails the job on the last attempt', async () => {
    const { events, attempt } = harness(jobOf('quiz', 3), {
      run: async () => {
        throw new ProviderError('the model is busy', true);
      },
    });
    await expect(attempt(0)).rejects.toThrow('the model is busy');
    expect(events).toEqual([]);
    const last = await attempt(2).catch((error: unknown) => error);
    expect(last).toBeInstanceOf(UnrecoverableError);
    expect(events).toEqual(['release', 'failed AI_PROVIDER_FAILED']);
  });

  describe('a job whose result was saved but that could not be marked done', () => {
    /** A flashcards handler that saves its deck once per job (as LibraryRepository.saveDeck does) and finds it again by the job id. */
    function savingHandler() {
      const decks = new Map<string, { deckId: string; cards: number }>();
      const handler: JobHandler = {
        run: async (job, report) => {
          await report('saving', 90);
          if (!decks.has(job.id)) decks.set(job.id, { deckId: 'deck-1', cards: 7 });
          return { result: decks.get(job.id)!, creditsUsed: 7 };
        },
        saved: async (job) => {
          const deck = decks.get(job.id);
          return deck ? { result: deck, creditsUsed: deck.cards } : null;
        },
      };
      return { handler, decks };
    }

    it('is made done and charged on its last attempt, never released, and keeps its one saved deck', async () => {
      const { handler, decks } = savingHandler();
      const { events, attempt } = harness(jobOf('flashcards', 10), handler, undefined, 1);
      await attempt(2);
      expect(events).toEqual(['stage saving 90', 'done', 'settle 7', 'announced done']);
      expect([...decks.values()]).toEqual([{ deckId: 'deck-1', cards: 7 }]);
    });

    it('is neither released nor failed while the database cannot tell: it is left open for the credit reconciler', async () => {
      const { handler } = savingHandler();
      const { events, attempt } = harness(jobOf('flashcards', 10), handler, undefined, 2);
      expect(await attempt(2).catch((error: unknown) => error)).toBeInstanceOf(UnrecoverableError);
      expect(events).toEqual(['stage saving 90']);
    });

    it('is charged once when a retry finds the deck its earlier attempt saved', async () => {
      const { handler, decks } = savingHandler();
      const { events, attempt } = harness(jobOf('flashcards', 10), handler, undefined, 1);
      await expect(attempt(0)).rejects.toThrow('Connection terminated');
      await attempt(1);
      expect(events.filter((event) => event.startsWith('settle') || event === 'release')).toEqual(['settle 7']);
      expect(decks.size).toBe(1);
    });
  });

  it('does not run a kind of another class', async () => {
    const lookups: Array<JobHandler | undefined> = [];
    const handlers = { notes: { run: async () => ({ result: {}, creditsUsed: 0 }) } } as unknown as Record<JobKind, JobHandler>;
    const runner = new JobClassRunner(JOB_CLASSES.find((jobClass) => jobClass.name === 'long-audio')!, handlers, {
      run: async (_id: string, handlerOf: (kind: JobKind) => JobHandler | undefined) => void lookups.push(handlerOf('notes')),
    } as unknown as JobLifecycle);
    await runner.process({ data: { jobId: 'x' }, attemptsMade: 0, opts: { attempts: 2 } });
    expect(lookups).toEqual([undefined]);
  });
});
