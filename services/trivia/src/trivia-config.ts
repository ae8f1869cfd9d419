import {
  commonEnvSchema,
  databaseEnvSchema,
  loadConfig,
  mediaLinkEnvSchema,
  requireMediaLinkSecretInProduction,
  withMediaLinkSecret,
} from '@studyforge/service-kit';
import { MAX_TRIVIA_QUESTION_WAIT_MS } from '@studyforge/contracts';
import { z } from 'zod';

export const TRIVIA_SCHEMA = 'trivia';

const triviaEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(mediaLinkEnvSchema.shape)
  .extend({
    RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
    /** Making questions may call a hosted model: allow it longer than an ordinary call, yet give up before the gateway stops waiting. */
    QUESTION_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(MAX_TRIVIA_QUESTION_WAIT_MS, { error: `must be at most ${MAX_TRIVIA_QUESTION_WAIT_MS} (the gateway waits for a session's questions below the proxies' 60 s)` })
      .default(MAX_TRIVIA_QUESTION_WAIT_MS),
  })
  .superRefine(requireMediaLinkSecretInProduction)
  .transform(withMediaLinkSecret);

export type TriviaConfig = z.output<typeof triviaEnvSchema>;

export function loadTriviaConfig(env: NodeJS.ProcessEnv = process.env): TriviaConfig {
  return loadConfig(triviaEnvSchema, env);
}
