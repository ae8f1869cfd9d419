import { z } from 'zod';
import { blankAsUnset, loadConfig } from '../config/load-config.js';

/**
 * How long a NATS service stopping on SIGTERM lets its running handlers answer before it closes: below the stop grace
 * of Compose (10 s by default) and Kubernetes (30 s), which kill the process after it.
 */
export const serviceShutdownEnvSchema = z.object({
  SERVICE_SHUTDOWN_GRACE_MS: blankAsUnset(z.coerce.number().int().min(0).max(600_000).default(8000)),
});

/** SERVICE_SHUTDOWN_GRACE_MS, validated (a bad value stops the process with a line naming it). */
export function serviceShutdownGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  return loadConfig(serviceShutdownEnvSchema, env).SERVICE_SHUTDOWN_GRACE_MS;
}
