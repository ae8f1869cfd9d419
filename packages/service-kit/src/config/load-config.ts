import { z } from 'zod';
import { findExampleSecrets } from './example-secrets.js';
import { missingNatsCredentials } from './nats-credentials.js';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once, at start-up, into a typed object; a bad value stops the process with one clear line per
 * problem. In production an example secret from docker-compose.yml or deploy/ (given or defaulted) is a bad value.
 */
export function loadConfig<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) {
    refuseExampleSecretsInProduction(result.data, env);
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    return `${variable}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

function refuseExampleSecretsInProduction(config: unknown, env: NodeJS.ProcessEnv): void {
  if (typeof config !== 'object' || config === null) return;
  const settings = config as Record<string, unknown>;
  const nodeEnv = typeof settings.NODE_ENV === 'string' ? settings.NODE_ENV : env.NODE_ENV || undefined;
  if (nodeEnv !== 'production') return;
  const problems = [...findExampleSecrets(settings), ...missingNatsCredentials(settings)].map((problem) => `${problem.variable}: ${problem.message}`);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** Compose passes `VAR: ${VAR:-}` as an empty string: an empty variable counts as not set (so its default applies). */
export const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const url = (protocols: string[], example: string) =>
  z
    .string()
    .min(1)
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL such as ${example}` },
    );

/** The process's NATS user (see rpc/nats-options.ts); none given: anonymous, refused in production. */
const natsCredentialsEnvShape = {
  NATS_USER: blankAsUnset(z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be an app name such as gateway or credits' }).optional()),
  NATS_NKEY_SEED: blankAsUnset(z.string().regex(/^SU[A-Z2-7]{56}$/, { error: 'must be a user NKey seed (58 characters starting with SU)' }).optional()),
  NATS_PASS: blankAsUnset(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
};

/** What every process shares; each reads only the parts it needs. */
export const commonEnvSchema = z.object({
  NODE_ENV: blankAsUnset(z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: url(['nats:', 'tls:', 'ws:', 'wss:'], 'nats://127.0.0.1:4222').default('nats://127.0.0.1:4222'),
  ...natsCredentialsEnvShape,
});

export const databaseEnvSchema = z.object({
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://postgres@127.0.0.1:5432/studyforge').default(
    'postgres://postgres@127.0.0.1:5432/studyforge',
  ),
  /** Postgres cancels a statement running longer (statement_timeout); the client gives up 5 s later (a lost network). */
  DATABASE_STATEMENT_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(100).max(600_000).default(30_000)),
});

export const redisEnvSchema = z.object({
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').default('redis://127.0.0.1:6379'),
});

export const s3EnvSchema = z.object({
  S3_ENDPOINT: url(['http:', 'https:'], 'http://127.0.0.1:9000').default('http://127.0.0.1:9000'),
  S3_ACCESS_KEY: z.string().min(1).default('studyforge'),
  S3_SECRET_KEY: z.string().min(1).default('studyforge-dev-secret'),
  S3_BUCKET: z.string().min(3).default('studyforge'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** How long connecting to object storage may take, and how long a call (or a stream) may stay silent. */
  S3_CONNECT_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(100).max(120_000).default(5000)),
  S3_REQUEST_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(100).max(600_000).default(30_000)),
});

export type CommonEnv = z.output<typeof commonEnvSchema>;
