import { DomainError, ErrorCode, type ErrorCode as Code, type JobStatus } from '@studyforge/contracts';
import { followJob, type JobEvent, type JobFollowerClient, type RpcContext } from '@studyforge/service-kit';

/**
 * Waiting for generation jobs by subscription: `waitForJob` (subscribe, read once, resolve when the job
 * is done or failed or the wait runs out) and `followJob` (the events of a live view) come from the
 * service kit; this file adds what is HTTP: the error a failed job answers, and server-sent events.
 */
export { followJob, isFinished, waitForJob, type JobEvent } from '@studyforge/service-kit';

/** A failed job's error, as the HTTP error the student sees. */
export function jobError(status: JobStatus): DomainError {
  const code = (status.error?.code ?? ErrorCode.Internal) as Code;
  return new DomainError(code in ERROR_CODES ? code : ErrorCode.Internal, status.error?.message ?? 'Generation failed. Please try again.');
}

const ERROR_CODES = Object.fromEntries(Object.values(ErrorCode).map((code) => [code, true]));

/** One event as server-sent-event text: `waiting`, `progress` and `unavailable` events, and a comment to keep the stream open. */
export function toServerSentEvent(event: JobEvent): string {
  switch (event.type) {
    case 'waiting':
      return sse('waiting', { id: event.jobId, stage: 'uploading' });
    case 'progress':
      return sse('progress', event.status);
    case 'unavailable':
      return sse('unavailable', event.error);
    case 'keep-alive':
      return ': keep-alive\n\n';
  }
}

function sse(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What streaming needs of Express's request and response. */
export interface EventStreamRequest {
  once(event: 'close', listener: () => void): unknown;
}
export interface EventStreamResponse {
  write(chunk: string): unknown;
  end(): unknown;
}

/**
 * Writes the job's events to an already opened event stream until the job is done or failed, the wait
 * runs out, the browser leaves (which ends the subscription) or the gateway drains, then ends the response.
 */
export async function streamJobEvents(
  rpc: JobFollowerClient,
  jobId: string,
  context: RpcContext,
  stream: { req: EventStreamRequest; res: EventStreamResponse; maxWaitMs: number; draining?: AbortSignal },
): Promise<void> {
  const left = new AbortController();
  stream.req.once('close', () => left.abort());
  const signal = stream.draining ? AbortSignal.any([left.signal, stream.draining]) : left.signal;
  for await (const event of followJob(rpc, jobId, context, { maxWaitMs: stream.maxWaitMs, signal })) {
    stream.res.write(toServerSentEvent(event));
  }
  // A gateway that shuts down asks the browser to come back in a second (EventSource reconnects, to another gateway).
  if (stream.draining?.aborted && !left.signal.aborted) stream.res.write('retry: 1000\n\n');
  stream.res.end();
}
