import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import type { GenerationJob } from '../entities/generation-job.entity.js';

type SettledJob = Pick<GenerationJob, 'id' | 'userId' | 'kind' | 'creditsReserved'>;

/**
 * The one place a job's credits move, for every job class: reserved when the job starts, the unused
 * part given back when it succeeds, all of it given back when it finally fails. Each movement is
 * idempotent on the job id (`job:{id}:reserve|settle|release`), so a replay or a retried job never
 * charges or refunds twice.
 */
export class CreditSettlement {
  constructor(private readonly rpc: RpcClient) {}

  /** Takes the job's reserved credits (fails with INSUFFICIENT_CREDITS when the balance is short). */
  async reserve(job: SettledJob, context: RpcContext): Promise<void> {
    if (job.creditsReserved <= 0) return;
    await this.rpc.request(
      'credits.debit',
      { userId: job.userId, amount: job.creditsReserved, reason: `${job.kind} generation`, idempotencyKey: `job:${job.id}:reserve` },
      context,
    );
  }

  /** Gives back what was reserved but not used (e.g. 7 cards made of 10 asked). */
  async settle(job: SettledJob, used: number): Promise<void> {
    const unused = job.creditsReserved - used;
    if (unused > 0) await this.refund(job, unused, 'settle');
  }

  /** Gives back the whole reservation: the student is never charged for a failed job. */
  async release(job: SettledJob): Promise<void> {
    if (job.creditsReserved > 0) await this.refund(job, job.creditsReserved, 'release');
  }

  private async refund(job: SettledJob, amount: number, why: 'settle' | 'release'): Promise<void> {
    await this.rpc.request(
      'credits.refund',
      { userId: job.userId, amount, reason: `${job.kind} ${why === 'settle' ? 'items not made' : 'generation failed'}`, idempotencyKey: `job:${job.id}:${why}` },
      { requestId: `job-${job.id}`, actor: null },
      15_000,
    );
  }
}
