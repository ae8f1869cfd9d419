import { waitUntil } from './side-stack.js';
import { call } from './test-api.js';

/**
 * Reads GET /api/jobs/{id} until the job's stage is done or failed: its last status body, or null when the
 * job has not ended within `timeoutMs`.
 */
export async function endedJob(jobId: string, cookie: string, baseUrl: string, timeoutMs = 60_000): Promise<unknown> {
  let status: { stage?: string } | null = null;
  const ended = await waitUntil(async () => {
    status = (await call(`/api/jobs/${jobId}`, { cookie, baseUrl })).body as { stage?: string };
    return status?.stage === 'done' || status?.stage === 'failed';
  }, timeoutMs);
  return ended ? status : null;
}
