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

const stateSchema = z.object({ status: checkStatusSchema });

/** `GET /api/health` (public): 200 when everything is up, 503 when anything is down; each part up or down, nothing more. */
export const healthReplySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  dependencies: z.record(z.string(), stateSchema),
  services: z.record(z.string(), stateSchema),
});
export type HealthReply = z.infer<typeof healthReplySchema>;

/** `GET /api/health/details` (operators, with the health token): the same report with each check's reason. */
export const healthDetailsReplySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  dependencies: z.record(z.string(), checkSchema),
  services: z.record(z.string(), checkSchema.extend({ checks: z.record(z.string(), checkSchema).optional() })),
});
export type HealthDetailsReply = z.infer<typeof healthDetailsReplySchema>;
