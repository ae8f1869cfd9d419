import { commonEnvSchema, databaseEnvSchema, loadConfig } from '@studyforge/service-kit';

export const AUTH_SCHEMA = 'auth';

export const authConfigSchema = commonEnvSchema.extend(databaseEnvSchema.shape);

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(authConfigSchema, env);
}
