import { z } from 'zod';

/** How long a stopping gateway lets requests in flight finish before cutting them (below Kubernetes' 30 s grace). */
export const shutdownEnvSchema = z.object({
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
});
