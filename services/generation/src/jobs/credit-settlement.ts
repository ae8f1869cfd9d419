import type { CreditReservationReply } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import type { GenerationJob } from '../entities/generation-job.entity.js';

type SettledJob = Pick<GenerationJob, 'id' | 'userId' | 'kind' | 'creditsReserved'>;

/** The reservation key of a job in the credits service. */
export function reservationKeyOf(jobId: string): `job:${string}` {
  return `job:${jobId}`;
}

/**
 * The one place a job's credits move, for every job class, through the job's reservation in the credits
 * service (`job:{id}`): reserved when the job starts; settled when it is done (only what was used is charged,
 * the rest given back); released when it fails for good (all of it given back). The credits service ends a
 * reservation once, so a replay, a retried job or a reconciler racing the worker never moves credits twice,
 * and never gives back more than the job was charged.
 */
export class CreditSettlement {
  constructor(private readonly rpc: RpcClient) {}

  /** Takes the job's reserved credits (fails with INSUFFICIENT_CREDITS when the balance is short). */
  async reserve(job: SettledJob, context: RpcContext): Promise<void> {
    if (job.creditsReserved <= 0) return;
    await this.rpc.request(
      'credits.reserve',
      { userId: job.userId, amount: job.creditsReserved, reason: `${job.kind} generation`, key: reservationKeyOf(job.id) },
      context,
    );
  }

  /** Charges what was used (e.g. 7 cards made of 10 asked) and gives back the rest. */
  async settle(job: SettledJob, used: number): Promise<CreditReservationReply | null> {
    if (job.creditsReserved <= 0) return null;
    return this.rpc.request(
      'credits.settle',
      { key: reservationKeyOf(job.id), charged: Math.max(0, used), reason: `${job.kind} items not made` },
      systemContext(job.id),
      15_000,
    );
  }

  /** Gives back the whole reservation: the student is never charged for a failed job. */
  async release(job: SettledJob): Promise<CreditReservationReply | null> {
    if (job.creditsReserved <= 0) return null;
    return this.rpc.request('credits.release', { key: reservationKeyOf(job.id), reason: `${job.kind} generation failed` }, systemContext(job.id), 15_000);
  }
}

function systemContext(jobId: string): RpcContext {
  return { requestId: `job-${jobId}`, actor: null };
}
