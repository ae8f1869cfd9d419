import { Inject, Injectable, Optional } from '@nestjs/common';
import { API_ENDPOINTS, endpointUrl, JOB_ACCEPTED_MESSAGE, type CreateJobRequest, type JobAcceptedReply, type JobStatus } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { GatewayConfig } from '../gateway-config.js';
import { StatusAnswer } from '../http/endpoint-handler.js';
import { Draining, whenAborted } from '../shutdown/draining.js';
import { GATEWAY_CONFIG, RPC_CLIENT } from '../tokens.js';
import { DEFAULT_GENERATION_SYNC_WAIT_MS } from './generation-wait-config.js';
import { requestedJobId } from './job-announcements.js';
import { jobError, waitForJob } from './job-waiter.js';

export type JobInput = Omit<CreateJobRequest, 'jobId' | 'voice' | 'topic'> & Partial<Pick<CreateJobRequest, 'voice' | 'topic'>>;

/** The 202 answer of a job that outlived the wait: it goes on, and the browser follows it. */
export type JobAccepted = StatusAnswer<JobAcceptedReply>;

/** Starts generation jobs (under the browser's X-Job-Id when it sent one) and waits for their results. */
@Injectable()
export class JobLauncher {
  private readonly syncWaitMs: number;

  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Optional() @Inject(GATEWAY_CONFIG) config?: Pick<GatewayConfig, 'GENERATION_SYNC_WAIT_MS'>,
    @Optional() @Inject(Draining) private readonly draining?: Draining,
  ) {
    this.syncWaitMs = config?.GENERATION_SYNC_WAIT_MS ?? DEFAULT_GENERATION_SYNC_WAIT_MS;
  }

  /**
   * Starts the job and answers with its reply when it is done within GENERATION_SYNC_WAIT_MS, else 202 with the job
   * to follow, so no proxy timeout ever cuts a charged request off without its result.
   */
  async reply<R>(req: Request, context: RpcContext, input: JobInput, fromJob: (status: JobStatus) => R | Promise<R>): Promise<R | JobAccepted> {
    const jobId = await this.start(req, context, input);
    return this.replyWhenDone(jobId, context, fromJob);
  }

  /** The reply of a started job once it is done within GENERATION_SYNC_WAIT_MS, else 202; a failed job is its error. */
  async replyWhenDone<R>(jobId: string, context: RpcContext, fromJob: (status: JobStatus) => R | Promise<R>): Promise<R | JobAccepted> {
    const status = await this.startedJob(jobId, context);
    return status instanceof StatusAnswer ? status : await fromJob(status);
  }

  /** Starts the job and answers with its finished status within GENERATION_SYNC_WAIT_MS, else 202 (for replies that are not JSON, such as audio). */
  async startAndWait(req: Request, context: RpcContext, input: JobInput): Promise<JobStatus | JobAccepted> {
    return this.startedJob(await this.start(req, context, input), context);
  }

  /** A job started earlier (by this student; NOT_FOUND otherwise) once done within GENERATION_SYNC_WAIT_MS, else 202; a failed job is its error. */
  async existingJob(jobId: string, context: RpcContext): Promise<JobStatus | JobAccepted> {
    return this.doneOrAccepted(await this.waitUnlessDraining(jobId, context));
  }

  private async startedJob(jobId: string, context: RpcContext): Promise<JobStatus | JobAccepted> {
    if (this.syncWaitMs === 0) return accepted({ id: jobId, stage: 'queued' });
    return this.doneOrAccepted(await this.waitUnlessDraining(jobId, context));
  }

  private doneOrAccepted(status: JobStatus): JobStatus | JobAccepted {
    if (status.stage === 'failed') throw jobError(status);
    return status.stage === 'done' ? status : accepted(status);
  }

  /** The job's status when it finishes within the wait, or as it is when the wait runs out or the gateway starts to drain. */
  private async waitUnlessDraining(jobId: string, context: RpcContext): Promise<JobStatus> {
    const waited = new AbortController();
    const drained = whenAborted(this.draining?.signal, waited.signal).then(() => this.rpc.request('generation.get-job', { jobId }, context));
    try {
      return await Promise.race([waitForJob(this.rpc, jobId, context, this.syncWaitMs), drained]);
    } finally {
      waited.abort();
    }
  }

  private async start(req: Request, context: RpcContext, input: JobInput): Promise<string> {
    const jobId = requestedJobId(req) ?? randomUUID();
    await this.rpc.request('generation.create-job', { jobId, ...input, voice: input.voice ?? null, topic: input.topic ?? null }, context, 15_000);
    return jobId;
  }
}

function accepted(status: Pick<JobStatus, 'id' | 'stage'>): JobAccepted {
  return new StatusAnswer(202, {
    jobId: status.id,
    stage: status.stage,
    message: JOB_ACCEPTED_MESSAGE,
    job: endpointUrl(API_ENDPOINTS.getJob, { params: { id: status.id } }),
    events: endpointUrl(API_ENDPOINTS.getJobEvents, { params: { id: status.id } }),
  });
}
