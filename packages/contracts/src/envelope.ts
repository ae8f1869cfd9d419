import { z } from 'zod';

export const actorSchema = z.object({ userId: z.uuid() }).nullable();
export type Actor = z.infer<typeof actorSchema>;

/** Every NATS request carries who asks and a request id for the logs, beside its data. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    requestId: z.string().min(1).max(100),
    actor: actorSchema,
    data,
  });
}

export interface Envelope<T> {
  requestId: string;
  actor: Actor;
  data: T;
}
