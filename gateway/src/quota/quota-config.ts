import { z } from 'zod';

/** Per-student limits on costly work (AI, speech, charged generations) and on open progress streams. */
export const quotaEnvSchema = z.object({
  AI_LIMIT_PER_STUDENT: z.coerce.number().int().min(1).default(60),
  AI_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  AI_CONCURRENT_JOBS_PER_STUDENT: z.coerce.number().int().min(1).default(4),
  AI_JOB_SLOT_MINUTES: z.coerce.number().int().min(1).default(60),
  PROGRESS_STREAMS_PER_STUDENT: z.coerce.number().int().min(1).default(8),
});
export type QuotaConfig = z.output<typeof quotaEnvSchema>;
