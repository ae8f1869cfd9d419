import { endpointUrl, generationEndpoints, jobStatusSchema, type AnyHttpEndpoint, type JobStage, type MultipartBody } from '@studyforge/contracts';
import { finishedAcceptedJob, readApiJson } from '@/lib/accepted-job';
import { apiErrorFrom, parseReply, type JsonEndpoint, type ReplyOf } from '@/lib/api-client';
import { advanceProgress, INITIAL_PROGRESS, jobProgress, uploadProgress, type GenerationProgress } from '../progress';
import { newJobId } from './job-id';

/** A generation endpoint: a multipart POST that answers JSON. */
export type GenerationEndpoint = JsonEndpoint & { method: 'POST'; body: MultipartBody };

export interface GenerationCallOptions {
  /** Called with the combined upload and job progress, never moving backwards. */
  onProgress?: (progress: GenerationProgress) => void;
  signal?: AbortSignal;
  /** The job's id, when the caller needs it (to cancel the job, say); a new one otherwise. */
  jobId?: string;
}

/**
 * Sends a generation request (multipart) and follows its job while it runs.
 *
 * The browser picks the job id and sends it as `X-Job-Id`; at the same time it opens
 * `/api/jobs/<id>/events` (server-sent events: `waiting` until the job exists, then `progress` with
 * the job status until done or failed). Upload progress comes from the XMLHttpRequest itself. The
 * event stream is closed when the request settles. A job that outlives the request is answered 202:
 * it is then read until done and its result becomes the reply. Failures throw an ApiError like every
 * other call; the answer is checked against the endpoint's reply schema.
 */
export async function postGeneration<E extends GenerationEndpoint>(endpoint: E, form: FormData, options: GenerationCallOptions = {}): Promise<ReplyOf<E>> {
  const jobId = options.jobId ?? newJobId();
  let progress = INITIAL_PROGRESS;
  const report = (next: GenerationProgress) => {
    const combined = advanceProgress(progress, next);
    if (combined.stage === progress.stage && combined.percent === progress.percent && progress !== INITIAL_PROGRESS) return;
    progress = combined;
    options.onProgress?.(progress);
  };
  report(INITIAL_PROGRESS);
  const events = followJob(jobId, (status) => report(jobProgress(status)));
  try {
    const answer = await sendForm(endpointUrl<AnyHttpEndpoint>(endpoint), form, jobId, (loaded, total) => report(uploadProgress(loaded, total)), options.signal);
    if (answer.status === 202 && endpoint.job) {
      // The job outlived the request (a proxy would have cut it off): it goes on, followed here until its result.
      const status = await finishedAcceptedJob(answer.body, options.signal, (next) => report(jobProgress(next)));
      return parseReply<E['reply']['schema']>(endpoint, endpoint.reply.schema, await endpoint.job.fromJob(status, (path) => readApiJson(path, options.signal)));
    }
    return parseReply<E['reply']['schema']>(endpoint, endpoint.reply.schema, answer.body);
  } finally {
    events.close();
  }
}

/** What a progress event needs of the job's status. */
const progressEventSchema = jobStatusSchema.pick({ stage: true, progress: true });

/** Listens to the job's event stream; harmless when the browser or the server has none. */
function followJob(jobId: string, onStatus: (status: { stage: JobStage; progress: number }) => void): { close(): void } {
  if (typeof EventSource === 'undefined') return { close: () => undefined };
  const source = new EventSource(endpointUrl(generationEndpoints.getJobEvents, { params: { id: jobId } }), { withCredentials: true });
  source.addEventListener('progress', (event) => {
    try {
      const status = progressEventSchema.safeParse(JSON.parse(event.data));
      if (status.success) onStatus(status.data);
    } catch {
      /* a malformed event changes nothing on screen */
    }
  });
  return { close: () => source.close() };
}

/** Posts the form and resolves with the answer's status and parsed JSON body. */
function sendForm(
  url: string,
  form: FormData,
  jobId: string,
  onUpload: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The generation was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Job-Id', jobId);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onUpload(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFrom(xhr.status, xhr.statusText, text));
        return;
      }
      try {
        resolve({ status: xhr.status, body: text ? JSON.parse(text) : undefined });
      } catch {
        reject(new Error('The server sent an answer that could not be read.'));
      }
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network error: the request could not be sent.')));
    xhr.addEventListener('abort', () => reject(new DOMException('The generation was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
