import {
  commonEnvSchema,
  databaseEnvSchema,
  loadConfig,
  mediaLinkEnvSchema,
  requireMediaLinkSecretInProduction,
  withMediaLinkSecret,
} from '@studyforge/service-kit';
import { z } from 'zod';

export const TRIVIA_SCHEMA = 'trivia';

const triviaEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(mediaLinkEnvSchema.shape)
  .extend({
    RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
    /** Making questions may call a hosted model: allow it longer than an ordinary call. */
    QUESTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(90_000),
  })
  .superRefine(requireMediaLinkSecretInProduction)
  .transform(withMediaLinkSecret);

export type TriviaConfig = z.output<typeof triviaEnvSchema>;

export function loadTriviaConfig(env: NodeJS.ProcessEnv = process.env): TriviaConfig {
  return loadConfig(triviaEnvSchema, env);
}
