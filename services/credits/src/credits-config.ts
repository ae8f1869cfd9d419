import { commonEnvSchema, databaseEnvSchema, loadConfig } from '@studyforge/service-kit';

export const CREDITS_SCHEMA = 'credits';

export const creditsConfigSchema = commonEnvSchema.extend(databaseEnvSchema.shape);

export type CreditsConfig = ReturnType<typeof loadCreditsConfig>;

export function loadCreditsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(creditsConfigSchema, env);
}
