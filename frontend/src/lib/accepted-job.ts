import { endpointUrl, getJobEndpoint, httpStatusOf, jobAcceptedReplySchema, jobStatusSchema, type ErrorCode, type JobStatus } from '@studyforge/contracts';
import { ApiError, apiErrorFrom } from './api-client';

/** How often a job that outlived its request (202) is read until it is done. */
export const ACCEPTED_JOB_POLL_MS = 2000;

/**
 * A generation request answered 202: the job goes on without the connection (a proxy would have cut it). Reads
 * `GET /api/jobs/{id}` until the job is done (its status is returned, for the endpoint to make its reply from) or
 * failed (thrown as the ApiError the request itself would have answered). A server briefly unavailable is read again.
 */
export async function finishedAcceptedJob(accepted: unknown, signal?: AbortSignal, onStatus?: (status: JobStatus) => void): Promise<JobStatus> {
  const { jobId } = jobAcceptedReplySchema.parse(accepted);
  const url = endpointUrl(getJobEndpoint, { params: { id: jobId } });
  for (;;) {
    const status = await readJob(url, signal);
    if (status) {
      onStatus?.(status);
      if (status.stage === 'done') return status;
      if (status.stage === 'failed') throw failureOf(status);
    }
    await pause(ACCEPTED_JOB_POLL_MS, signal);
  }
}

async function readJob(url: string, signal?: AbortSignal): Promise<JobStatus | null> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
  const text = await res.text();
  if (res.status === 503 || res.status === 502 || res.status === 504) return null;
  if (!res.ok) throw apiErrorFrom(res.status, res.statusText, text);
  return jobStatusSchema.parse(JSON.parse(text));
}

/** GET of a JSON path of the API with the session (what a finished job's reply may need besides its result). */
export async function readApiJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  const text = await res.text();
  if (!res.ok) throw apiErrorFrom(res.status, res.statusText, text);
  return JSON.parse(text);
}

function failureOf(status: JobStatus): ApiError {
  const code = status.error?.code ?? 'INTERNAL';
  const message = status.error?.message ?? 'Generation failed. Please try again.';
  return new ApiError(httpStatusOf[code as ErrorCode] ?? 500, JSON.stringify({ message, code }), code, message);
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The generation was cancelled.', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The generation was cancelled.', 'AbortError'));
      },
      { once: true },
    );
  });
}
