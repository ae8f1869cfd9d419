import { z } from 'zod';

export const checkStatusSchema = z.enum(['up', 'down']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

export const checkSchema = z.object({ status: checkStatusSchema, detail: z.string().optional() });
export type Check = z.infer<typeof checkSchema>;

export const serviceHealthSchema = z.object({
  service: z.string(),
  status: checkStatusSchema,
  checks: z.record(z.string(), checkSchema),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** `GET /api/health`: 200 when everything is up, 503 when anything is down. */
export const healthReplySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  dependencies: z.record(z.string(), checkSchema),
  services: z.record(z.string(), checkSchema.extend({ checks: z.record(z.string(), checkSchema).optional() })),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
