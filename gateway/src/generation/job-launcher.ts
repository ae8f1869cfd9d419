import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, type CreateJobRequest, type JobStatus } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { RPC_CLIENT } from '../tokens.js';
import { requestedJobId } from './job-announcements.js';
import { jobError, waitForJob } from './job-waiter.js';

/** How long an HTTP call waits for its job before answering with a link to follow it instead. */
export const MAX_JOB_WAIT_MS = 180_000;

export type JobInput = Omit<CreateJobRequest, 'jobId' | 'voice' | 'topic'> & Partial<Pick<CreateJobRequest, 'voice' | 'topic'>>;

/** Starts a generation job (under the browser's X-Job-Id when it sent one) and waits for its result. */
@Injectable()
export class JobLauncher {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  async run(req: Request, context: RpcContext, input: JobInput): Promise<JobStatus> {
    const jobId = requestedJobId(req) ?? randomUUID();
    await this.rpc.request('generation.create-job', { jobId, ...input, voice: input.voice ?? null, topic: input.topic ?? null }, context, 15_000);
    const status = await this.waitFor(jobId, context);
    if (status.stage !== 'done') {
      throw new DomainError(ErrorCode.ServiceUnavailable, `This is taking longer than usual. Follow it at /api/jobs/${jobId}.`);
    }
    return status;
  }

  /** The job's last status once it is done (or the wait runs out); a failed job is its error. */
  async waitFor(jobId: string, context: RpcContext): Promise<JobStatus> {
    const status = await waitForJob(this.rpc, jobId, context, MAX_JOB_WAIT_MS);
    if (status.stage === 'failed') throw jobError(status);
    return status;
  }
}
