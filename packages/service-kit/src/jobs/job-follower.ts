import { DomainError, ErrorCode, type ErrorBody, type JobStatus } from '@studyforge/contracts';
import type { RpcClient, RpcContext, Unsubscribe } from '../rpc/rpc-client.js';
import { JobStatusFeed } from './job-status-feed.js';
import { WakeSignal } from './wake-signal.js';

/**
 * How long a follower trusts the feed alone before reading the job itself: core NATS keeps no message,
 * so one lost while a connection was down is caught up by this read.
 */
export const JOB_RESYNC_MS = 15_000;

/** What following a job needs of the NATS client: the read (`generation.get-job`) and the status feed. */
export type JobFollowerClient = Pick<RpcClient, 'request' | 'subscribe' | 'publish'>;

export function isFinished(status: JobStatus): boolean {
  return status.stage === 'done' || status.stage === 'failed';
}

/** Whether `candidate` is a later state of the job than `current` (a finished state is never replaced). */
export function isNewerStatus(candidate: JobStatus, current: JobStatus | null): boolean {
  if (!current) return true;
  if (isFinished(current)) return false;
  if (isFinished(candidate)) return true;
  const candidateAt = Date.parse(candidate.updatedAt);
  const currentAt = Date.parse(current.updatedAt);
  return candidateAt > currentAt || (candidateAt === currentAt && candidate.progress > current.progress);
}

/**
 * Waits until the job is done or failed, or `maxWaitMs` pass, and returns its last status either way.
 * It subscribes to the job's status first and only then reads it once, so no change falls in between;
 * that first read fails as `generation.get-job` does (e.g. NOT_FOUND for someone else's job).
 */
export async function waitForJob(rpc: JobFollowerClient, jobId: string, context: RpcContext, maxWaitMs: number): Promise<JobStatus> {
  const deadline = Date.now() + maxWaitMs;
  const signal = new WakeSignal();
  const heard: JobStatus[] = [];
  const unsubscribe = await new JobStatusFeed(rpc).subscribe(jobId, (status) => {
    heard.push(status);
    signal.ring();
  });
  try {
    let current = await rpc.request('generation.get-job', { jobId }, context);
    for (;;) {
      for (const status of heard.splice(0)) if (isNewerStatus(status, current)) current = status;
      const left = deadline - Date.now();
      if (isFinished(current) || left <= 0) return current;
      if (!(await signal.wait(Math.min(JOB_RESYNC_MS, left)))) {
        // The service may be restarting while its workers go on publishing: keep listening.
        const read = await rpc.request('generation.get-job', { jobId }, context).catch(() => null);
        if (read) heard.push(read);
      }
    }
  } finally {
    unsubscribe();
  }
}

export type JobEvent =
  /** The job does not exist yet (the browser may follow it while its upload is still arriving). */
  | { type: 'waiting'; jobId: string }
  | { type: 'progress'; status: JobStatus }
  /** The job cannot be read right now; following goes on. */
  | { type: 'unavailable'; error: ErrorBody }
  /** Nothing was said for a while; a stream writes something so proxies keep it open. */
  | { type: 'keep-alive' };

export interface FollowJobOptions {
  maxWaitMs: number;
  /** Quiet time after which a `keep-alive` event comes (and the job is read again). Default 15 s. */
  keepAliveMs?: number;
  /** Ends the following (e.g. when the browser closes its event stream). */
  signal?: AbortSignal;
}

/**
 * The job's events for a live view: `waiting` while it does not exist, then `progress` on each change
 * until it is done or failed, with a `keep-alive` after each quiet `keepAliveMs`. Ends when the job
 * finishes, the wait runs out or the signal aborts; the subscription ends with it.
 */
export async function* followJob(
  rpc: JobFollowerClient,
  jobId: string,
  context: RpcContext,
  options: FollowJobOptions,
): AsyncGenerator<JobEvent, void, undefined> {
  const deadline = Date.now() + options.maxWaitMs;
  const keepAliveMs = options.keepAliveMs ?? JOB_RESYNC_MS;
  const feed = new JobStatusFeed(rpc);
  const wake = new WakeSignal();
  const heard: JobStatus[] = [];
  const onAbort = () => wake.ring();
  options.signal?.addEventListener('abort', onAbort);
  let unsubscribe: Unsubscribe | null = null;
  // Set once a read has shown the job to be the caller's; until then a status heard only prompts a read.
  let current: JobStatus | null = null;
  let lastSaid = '';
  let lastSaidAt = Date.now();
  let mustRead = true;

  const read = async (): Promise<JobEvent> => {
    try {
      const status = await rpc.request('generation.get-job', { jobId }, context);
      if (isNewerStatus(status, current)) current = status;
      return { type: 'progress', status: current! };
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) return { type: 'waiting', jobId };
      const failure = error instanceof DomainError ? error : new DomainError(ErrorCode.Internal, 'The job could not be read.');
      return { type: 'unavailable', error: failure.toBody() };
    }
  };

  try {
    while (!options.signal?.aborted && Date.now() < deadline) {
      unsubscribe ??= await feed
        .subscribe(jobId, (status) => {
          heard.push(status);
          wake.ring();
        })
        .catch(() => null);
      let event: JobEvent | null = null;
      if (mustRead || (!current && heard.length > 0)) {
        heard.length = 0;
        event = await read();
      } else if (current) {
        const before: JobStatus = current;
        for (const status of heard.splice(0)) if (isNewerStatus(status, current)) current = status;
        if (current !== before) event = { type: 'progress', status: current };
      }
      mustRead = false;
      if (event) {
        const said = JSON.stringify(event);
        if (said !== lastSaid) {
          lastSaid = said;
          lastSaidAt = Date.now();
          yield event;
          if (event.type === 'progress' && isFinished(event.status)) return;
        }
      }
      if (Date.now() - lastSaidAt >= keepAliveMs) {
        lastSaidAt = Date.now();
        yield { type: 'keep-alive' };
      }
      const untilKeepAlive = keepAliveMs - (Date.now() - lastSaidAt);
      const untilDeadline = deadline - Date.now();
      const rung = await wake.wait(Math.min(untilKeepAlive, untilDeadline));
      // A timer may fire a millisecond or more before Date.now() reaches its time: the wait that was set for the deadline ends the following.
      if (!rung && untilDeadline <= untilKeepAlive) break;
      if (!rung) mustRead = true;
    }
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    unsubscribe?.();
  }
}
