import { DomainError, ErrorCode, type ErrorCode as Code, type JobStatus } from '@studyforge/contracts';
import type { RpcClient, RpcContext } from '@studyforge/service-kit';

const POLL_MS = 300;

export function isFinished(status: JobStatus): boolean {
  return status.stage === 'done' || status.stage === 'failed';
}

/** Polls a job until it finishes or the wait runs out; returns its last status either way. */
export async function waitForJob(rpc: RpcClient, jobId: string, context: RpcContext, maxWaitMs: number): Promise<JobStatus> {
  const deadline = Date.now() + maxWaitMs;
  let status = await rpc.request('generation.get-job', { jobId }, context);
  while (!isFinished(status) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    status = await rpc.request('generation.get-job', { jobId }, context);
  }
  return status;
}

/** A failed job's error, as the HTTP error the student sees. */
export function jobError(status: JobStatus): DomainError {
  const code = (status.error?.code ?? ErrorCode.Internal) as Code;
  return new DomainError(code in ERROR_CODES ? code : ErrorCode.Internal, status.error?.message ?? 'Generation failed. Please try again.');
}

const ERROR_CODES = Object.fromEntries(Object.values(ErrorCode).map((code) => [code, true]));
