import { commonEnvSchema, databaseEnvSchema, loadConfig, redisEnvSchema } from '@studyforge/service-kit';

export const AUTH_SCHEMA = 'auth';

/** REDIS_URL: the mail queue the account mails are put on. */
export const authConfigSchema = commonEnvSchema.extend(databaseEnvSchema.shape).extend(redisEnvSchema.shape);

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(authConfigSchema, env);
}
