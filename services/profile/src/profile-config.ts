import { commonEnvSchema, databaseEnvSchema, loadConfig, s3EnvSchema } from '@studyforge/service-kit';
import { z } from 'zod';
import { notificationsEnvSchema, refuseLocalPushOutsideTests, requireVapidPair } from './notifications/notifications-config.js';

export const PROFILE_SCHEMA = 'profile';

const profileEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(s3EnvSchema.shape)
  .extend(notificationsEnvSchema.shape)
  .extend({ RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000) })
  .superRefine((config, context) => {
    requireVapidPair(config, context);
    refuseLocalPushOutsideTests(config, context);
  });

export type ProfileConfig = z.output<typeof profileEnvSchema>;

export function loadProfileConfig(env: NodeJS.ProcessEnv = process.env): ProfileConfig {
  return loadConfig(profileEnvSchema, env);
}
