import { mkdirSync } from 'node:fs';
import { resolveMailInbox, startMailInbox, type ResolvedMailInbox } from './mail-inbox.js';
import { isolatedNats, resolveNats, type ResolvedNats } from './nats.js';
import { NATS_CREDENTIALS_FILE_VAR, natsUserEnv, readNatsCredentials, TEST_HARNESS_USER } from './nats-credentials.js';
import { isolatedStorage, resolveStorage, type ResolvedStorage } from './object-storage.js';
import { isolatedPostgres, resolvePostgres, type ResolvedService } from './postgres.js';
import { isolatedRedis, resolveRedis } from './redis.js';
import { resolveSpeechSynthesizer } from './speech-synthesizer.js';

export interface Infra {
  postgres: ResolvedService;
  redis: ResolvedService;
  nats: ResolvedNats;
  storage: ResolvedStorage;
  mail: ResolvedMailInbox;
  /** The environment every app process gets. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

function assemble(
  postgres: ResolvedService,
  redis: ResolvedService,
  nats: ResolvedNats,
  storage: ResolvedStorage,
  mail: ResolvedMailInbox,
): Infra {
  return {
    postgres,
    redis,
    nats,
    storage,
    mail,
    env: {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      NATS_URL: nats.url,
      ...natsEnvOf(nats),
      S3_ENDPOINT: storage.endpoint,
      S3_ACCESS_KEY: storage.accessKey,
      S3_SECRET_KEY: storage.secretKey,
      S3_BUCKET: storage.bucket,
      SMTP_URL: mail.smtpUrl,
      ...resolveSpeechSynthesizer(process.env),
    },
    async stop() {
      await Promise.allSettled([storage.stop(), nats.stop(), redis.stop(), mail.stop()]);
      await postgres.stop().catch(() => undefined);
    },
  };
}

/**
 * Where the apps find their NATS credentials (each app connects as its own user, see AppProcess); on a
 * test NATS, the test process itself connects as the unrestricted TEST_HARNESS_USER.
 */
function natsEnvOf(nats: ResolvedNats): Record<string, string> {
  if (!nats.credentialsFile) return {};
  const credentials = readNatsCredentials(nats.credentialsFile);
  const harness = credentials[TEST_HARNESS_USER] ? natsUserEnv(credentials, TEST_HARNESS_USER) : {};
  return { [NATS_CREDENTIALS_FILE_VAR]: nats.credentialsFile, ...harness };
}

/** Brings up (or finds) everything the app needs; a failure stops what was already started. */
async function resolveAll(steps: {
  postgres: () => Promise<ResolvedService>;
  redis: () => Promise<ResolvedService>;
  nats: () => Promise<ResolvedNats>;
  storage: () => Promise<ResolvedStorage>;
  mail: () => Promise<ResolvedMailInbox>;
}): Promise<Infra> {
  const started: Array<{ stop(): Promise<void> }> = [];
  const track = async <T extends { stop(): Promise<void> }>(make: () => Promise<T>): Promise<T> => {
    const made = await make();
    started.push(made);
    return made;
  };
  try {
    const [postgres, redis, nats, storage, mail] = await Promise.all([
      track(steps.postgres),
      track(steps.redis),
      track(steps.nats),
      track(steps.storage),
      track(steps.mail),
    ]);
    return assemble(postgres, redis, nats, storage, mail);
  } catch (error) {
    await Promise.allSettled(started.map((service) => service.stop()));
    throw error;
  }
}

/** `npm start`: explicit URL → standard local port → private instance under dataRoot (kept). */
export function resolveInfra(env: NodeJS.ProcessEnv, dataRoot: string): Promise<Infra> {
  mkdirSync(dataRoot, { recursive: true });
  return resolveAll({
    postgres: () => resolvePostgres(env, dataRoot),
    redis: () => resolveRedis(env, dataRoot),
    nats: () => resolveNats(env, dataRoot),
    storage: () => resolveStorage(env, dataRoot),
    mail: () => resolveMailInbox(env),
  });
}

/** `npm test` and benchmarks: a fresh database and private Redis, NATS and storage on free ports. */
export function isolatedInfra(env: NodeJS.ProcessEnv, scratchDir: string): Promise<Infra> {
  mkdirSync(scratchDir, { recursive: true });
  return resolveAll({
    postgres: () => isolatedPostgres(env, scratchDir),
    redis: () => isolatedRedis(scratchDir),
    nats: () => isolatedNats(scratchDir),
    storage: () => isolatedStorage(scratchDir),
    mail: () => startMailInbox(),
  });
}
