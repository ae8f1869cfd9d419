import {
  API_ENDPOINTS,
  endpointUrl,
  jobStatusSchema,
  studyPlanReplyFromJob,
  studyPlanReplySchema,
  type GenerateStudyPlanBody,
  type JobStage,
  type StudyPlanReply,
} from '@studyforge/contracts';
import { finishedAcceptedJob, readApiJson } from '@/lib/accepted-job';
import { apiErrorFrom, parseReply } from '@/lib/api-client';

export interface PlanProgress {
  stage: JobStage;
  /** 0 to 100. */
  percent: number;
}

/**
 * POST /api/generate-study-plan as a followed job: the browser picks the job id (X-Job-Id) and listens
 * to its event stream while the request waits for the plan. A plan that outlasts the wait is answered 202:
 * the job is then read until it is done, and the plan made from it.
 */
export async function generateStudyPlan(body: GenerateStudyPlanBody, onProgress: (progress: PlanProgress) => void): Promise<StudyPlanReply> {
  const jobId = newJobId();
  const events = followJob(jobId, onProgress);
  try {
    const res = await fetch(endpointUrl(API_ENDPOINTS.generateStudyPlan), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Job-Id': jobId },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw apiErrorFrom(res.status, res.statusText, text);
    if (res.status === 202) {
      const status = await finishedAcceptedJob(JSON.parse(text), undefined, (next) => onProgress({ stage: next.stage, percent: next.progress }));
      return parseReply(API_ENDPOINTS.generateStudyPlan, studyPlanReplySchema, await studyPlanReplyFromJob(status, (path) => readApiJson(path)));
    }
    return parseReply(API_ENDPOINTS.generateStudyPlan, studyPlanReplySchema, JSON.parse(text));
  } finally {
    events.close();
  }
}

const progressSchema = jobStatusSchema.pick({ stage: true, progress: true });

function followJob(jobId: string, onProgress: (progress: PlanProgress) => void): { close(): void } {
  if (typeof EventSource === 'undefined') return { close: () => undefined };
  const source = new EventSource(endpointUrl(API_ENDPOINTS.getJobEvents, { params: { id: jobId } }), { withCredentials: true });
  source.addEventListener('progress', (event) => {
    try {
      const status = progressSchema.safeParse(JSON.parse(event.data));
      if (status.success) onProgress({ stage: status.data.stage, percent: status.data.progress });
    } catch {
      /* a malformed event changes nothing on screen */
    }
  });
  return { close: () => source.close() };
}

/** A v4 UUID, also on a plain-http LAN address where `crypto.randomUUID` does not exist. */
function newJobId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
