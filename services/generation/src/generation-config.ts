import { blankAsUnset, commonEnvSchema, databaseEnvSchema, loadConfig, mailEnvSchema, redisEnvSchema, s3EnvSchema } from '@studyforge/service-kit';
import { z } from 'zod';
import { findExecutable } from './ai/local/speech/executable-finder.js';

export const GENERATION_SCHEMA = 'generation';

const executablePath = z.string().refine((path) => path === 'none' || findExecutable('', path) !== null, { message: 'is not an executable file (or "none")' });

const generationEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend(s3EnvSchema.shape)
  // The worker delivers the mail queue (SMTP_URL, MAIL_FROM, PUBLIC_URL for the links).
  .extend(mailEnvSchema.shape)
  .extend({
    /** `openai` needs OPENAI_API_KEY; without a key the embedded local engine is used. */
    AI_PROVIDER: z.enum(['local', 'openai']).optional(),
    OPENAI_API_KEY: blankAsUnset(z.string().min(1).optional()),
    OPENAI_BASE_URL: blankAsUnset(z.url().optional()),
    OPENAI_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_SPEECH_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
    /** The speech tools' binaries (found on PATH when unset; `none` for the JavaScript fallbacks). */
    ESPEAK_NG_PATH: blankAsUnset(executablePath.optional()),
    LAME_PATH: blankAsUnset(executablePath.optional()),
    /** Short generation jobs (cards, quizzes, notes, trivia, read-aloud) one worker runs at once. */
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** Long audio jobs (lectures, recaps up to 45 minutes) one worker runs at once. */
    LONG_AUDIO_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
    /** Background jobs (mail, exports, deletion, reconciliation) one worker runs at once. */
    BACKGROUND_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    /** How long a worker holds a job before another may take it over (a dead worker's jobs are retried after it). */
    WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(60_000),
    WORKER_STALLED_CHECK_MS: z.coerce.number().int().min(500).default(30_000),
    RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
    /** Threads of the local engine (one call each at a time); the machine's cores when unset. */
    LOCAL_ENGINE_THREADS: blankAsUnset(z.coerce.number().int().min(1).max(64).optional()),
    /** How long one local-engine call may run before its thread is stopped and the job fails. */
    LOCAL_ENGINE_DEADLINE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
    /** How often the credit reconciler looks for reservations and jobs left open, and how old they must be. */
    CREDIT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
    CREDIT_RECONCILE_AFTER_MS: z.coerce.number().int().min(1000).max(7 * 24 * 3_600_000).default(120_000),
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['OPENAI_API_KEY'], message: 'is required when AI_PROVIDER=openai' });
    }
  });

export type GenerationConfig = z.output<typeof generationEnvSchema>;

export function loadGenerationConfig(env: NodeJS.ProcessEnv = process.env): GenerationConfig {
  return loadConfig(generationEnvSchema, env);
}

export function aiProviderName(config: GenerationConfig): 'local' | 'openai' {
  return config.AI_PROVIDER ?? (config.OPENAI_API_KEY ? 'openai' : 'local');
}
