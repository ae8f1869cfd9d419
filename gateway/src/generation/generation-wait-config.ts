import { z } from 'zod';

/**
 * How long a generation request holds its connection for the job's result before answering 202 with the job to
 * follow. It must stay below every proxy's read timeout (ingress-nginx and most load balancers: 60 s); 0 answers
 * every generation request with 202 at once.
 */
export const generationWaitEnvSchema = z.object({
  GENERATION_SYNC_WAIT_MS: z.coerce.number().int().min(0).max(55_000, { error: 'must be at most 55000 (below the 60 s proxy timeout)' }).default(25_000),
});

export const DEFAULT_GENERATION_SYNC_WAIT_MS = 25_000;
