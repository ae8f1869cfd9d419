import { ErrorCode, type JobKind, type StaleReservations } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { CreditSettlement } from './credit-settlement.js';
import type { JobOutcome } from './job-handler.js';
import type { QueuedJobState } from './job-queues.js';
import type { JobStatusService } from './job-status.service.js';
import type { JobsRepository } from './jobs.repository.js';

export const RECONCILER_LOCK_KEY = 'studyforge:credit-reconciler:lock';
const BATCH = 100;
/** Pages of stale reservations one pass goes through (running jobs' reservations stay open and are paged past). */
const MAX_PAGES = 20;

export const reconcilerMessages = {
  abandoned: 'Generation failed. No credits were charged; please try again.',
} as const;

/** What one pass did, by action (for its log line and the tests). */
export interface ReconcileCounts {
  settled: number;
  released: number;
  failedJobs: number;
  left: number;
}

export interface CreditReconcilerDependencies {
  rpc: Pick<RpcClient, 'request'>;
  jobs: Pick<JobsRepository, 'find' | 'staleOpen'>;
  status: Pick<JobStatusService, 'failedIfOpen' | 'doneIfOpen' | 'announce'>;
  /** What the job's handler saved in an earlier run (see JobHandler.saved), else null. */
  savedOutcome: (job: GenerationJob) => Promise<JobOutcome | null>;
  credits: Pick<CreditSettlement, 'settle' | 'release'>;
  queueState: (kind: JobKind, jobId: string) => Promise<QueuedJobState>;
  /** The shared Redis: one replica per interval holds the lock and runs the pass. */
  redis: Pick<Redis, 'set'>;
  logger: Logger;
  intervalMs: number;
  /** How long a reservation or an open job must have been left before the reconciler looks at it. */
  afterMs: number;
}

const SYSTEM: RpcContext = { requestId: 'credit-reconciler', actor: null };
/** A queued job in one of these states will still be run (or is running). */
const ALIVE: readonly QueuedJobState[] = ['active', 'waiting', 'waiting-children', 'delayed', 'prioritized'];

/**
 * Ends what a crash, an outage or a lost message left open, so every student is charged exactly for what
 * was delivered: a reservation still `reserved` past the deadline is settled when its job is done (with
 * what the job used) or its trivia session exists, and released when its job failed, is missing or will never
 * run (BullMQ failed it, e.g. after its worker died repeatedly, or never had it); a job left neither done nor
 * failed that will never run is made done and settled when its handler had saved its result (a delivered
 * result is always charged), else failed and released. Every action is logged; all of them are idempotent
 * in the credits service, so a pass racing the worker moves nothing twice.
 */
export class CreditReconciler {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly deps: CreditReconcilerDependencies) {}

  start(): void {
    const next = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => void run(), this.deps.intervalMs);
      this.timer.unref();
    };
    const run = () =>
      this.runIfLeader()
        .catch((error: unknown) => this.deps.logger.warn({ err: describe(error) }, 'credit reconciliation failed; it runs again next interval'))
        .finally(next);
    next();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** One pass, when this replica wins the interval's lock; null when another replica has it. */
  async runIfLeader(): Promise<ReconcileCounts | null> {
    const won = await this.deps.redis.set(RECONCILER_LOCK_KEY, String(process.pid), 'PX', Math.max(250, this.deps.intervalMs - 250), 'NX');
    if (won !== 'OK') return null;
    return this.reconcile();
  }

  async reconcile(): Promise<ReconcileCounts> {
    const counts: ReconcileCounts = { settled: 0, released: 0, failedJobs: 0, left: 0 };
    let afterKey: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const { reservations }: StaleReservations = await this.deps.rpc.request('credits.stale-reservations', { olderThanMs: this.deps.afterMs, limit: BATCH, afterKey }, SYSTEM);
      for (const reservation of reservations) {
        const [owner, id] = reservation.key.split(':') as ['job' | 'trivia', string];
        try {
          if (owner === 'job') await this.reconcileJob(id, counts);
          else await this.reconcileTrivia(id, reservation.key, counts);
        } catch (error) {
          this.deps.logger.warn({ key: reservation.key, err: describe(error) }, 'reservation left open: it is tried again next pass');
        }
      }
      if (reservations.length < BATCH) break;
      afterKey = reservations.at(-1)!.key;
    }
    for (const job of await this.deps.jobs.staleOpen(this.deps.afterMs, BATCH)) {
      try {
        await this.reconcileOpenJob(job, counts);
      } catch (error) {
        this.deps.logger.warn({ jobId: job.id, err: describe(error) }, 'open job left as it is: it is tried again next pass');
      }
    }
    if (counts.settled || counts.released || counts.failedJobs) this.deps.logger.info(counts, 'credit reconciliation pass');
    return counts;
  }

  private async reconcileJob(jobId: string, counts: ReconcileCounts): Promise<void> {
    const job = await this.deps.jobs.find(jobId);
    if (job && job.stage !== 'done' && job.stage !== 'failed') return this.reconcileOpenJob(job, counts);
    await this.reconcileEndedJob(jobId, job, counts);
  }

  /** A job that is done (settled with what it used), failed (released) or missing (released). */
  private async reconcileEndedJob(jobId: string, job: GenerationJob | null, counts: ReconcileCounts): Promise<void> {
    const log = this.deps.logger.child({ key: `job:${jobId}` });
    if (!job) {
      await this.deps.rpc.request('credits.release', { key: `job:${jobId}`, reason: 'generation job missing' }, SYSTEM);
      counts.released++;
      log.info('reservation of a job that does not exist released');
      return;
    }
    if (job.stage === 'done') {
      const used = job.creditsUsed ?? job.creditsReserved;
      await this.deps.credits.settle(job, used);
      counts.settled++;
      log.info({ reserved: job.creditsReserved, used }, 'reservation of a delivered job settled');
      return;
    }
    if (job.stage === 'failed') {
      await this.deps.credits.release(job);
      counts.released++;
      log.info({ reserved: job.creditsReserved }, 'reservation of a failed job released');
    }
  }

  /** A job neither done nor failed, when its queue will never run it: done and settled if it saved its result, else failed and released; left otherwise. */
  private async reconcileOpenJob(job: GenerationJob, counts: ReconcileCounts): Promise<void> {
    const state = await this.deps.queueState(job.kind, job.id);
    if (ALIVE.includes(state)) {
      counts.left++;
      return;
    }
    const saved = await this.deps.savedOutcome(job);
    if (saved) {
      const done = await this.deps.status.doneIfOpen(job.id, saved.result, saved.creditsUsed);
      // Settled from the row as it now is (done with what it used, or ended otherwise since it was read).
      await this.reconcileEndedJob(job.id, await this.deps.jobs.find(job.id), counts);
      if (done) {
        await this.deps.status.announce(done);
        this.deps.logger.info({ jobId: job.id, kind: job.kind, queueState: state, used: saved.creditsUsed }, 'job that saved its result but was never marked done: done and settled');
      }
      return;
    }
    // Failed only if it is still open: the worker may have ended it since it was read.
    if (!(await this.deps.status.failedIfOpen(job.id, ErrorCode.ServiceUnavailable, reconcilerMessages.abandoned))) {
      await this.reconcileEndedJob(job.id, await this.deps.jobs.find(job.id), counts);
      return;
    }
    await this.deps.credits.release(job);
    counts.failedJobs++;
    if (job.creditsReserved > 0) counts.released++;
    this.deps.logger.info({ jobId: job.id, kind: job.kind, queueState: state, reserved: job.creditsReserved }, 'job that will never run failed and its credits released');
  }

  private async reconcileTrivia(sessionId: string, key: string, counts: ReconcileCounts): Promise<void> {
    const outcome = await this.deps.rpc.request('trivia.session-outcome', { sessionId }, SYSTEM);
    if (outcome.exists) {
      await this.deps.rpc.request('credits.settle', { key, charged: outcome.creditsCharged, reason: 'trivia questions not asked' }, SYSTEM);
      counts.settled++;
      this.deps.logger.info({ key, charged: outcome.creditsCharged }, 'reservation of a trivia session settled');
    } else {
      await this.deps.rpc.request('credits.release', { key, reason: 'trivia session not started' }, SYSTEM);
      counts.released++;
      this.deps.logger.info({ key }, 'reservation of a trivia session that was never made released');
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
