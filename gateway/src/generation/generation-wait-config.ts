import { DEFAULT_REQUEST_WAIT_MS, MAX_REQUEST_WAIT_MS } from '@studyforge/contracts';
import { z } from 'zod';

/**
 * How long a job-backed request (generation, read-aloud, an explanation's audio, Tutor Me, audio recaps) holds its
 * connection for the job's result before answering 202 with the job to follow. It must stay below every proxy's read
 * timeout (PROXY_READ_TIMEOUT_SECONDS); 0 answers every such request with 202 at once.
 */
export const generationWaitEnvSchema = z.object({
  GENERATION_SYNC_WAIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_REQUEST_WAIT_MS, { error: `must be at most ${MAX_REQUEST_WAIT_MS} (below the 60 s proxy timeout)` })
    .default(DEFAULT_REQUEST_WAIT_MS),
});

export const DEFAULT_GENERATION_SYNC_WAIT_MS = DEFAULT_REQUEST_WAIT_MS;
