import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readApps } from '../../../deploy/app-registry.mjs';
import { REPO_ROOT } from '../stack/repo-root.js';
import { DATABASE_ROLES_FILE_VAR, dropServiceRoles, ensureServiceRoles, type DatabaseRoles } from './database-roles.js';
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

/** The schema of each service: its folder name in services/. */
const SERVICE_SCHEMAS = [...new Set(readApps(REPO_ROOT).flatMap((app) => (app.service ? [app.service] : [])))];

/**
 * Each service's own database role (see database-roles.ts), made as the user of DATABASE_URL; the apps
 * find their URLs in DATABASE_ROLES_FILE, the test process keeps DATABASE_URL itself.
 */
async function withServiceRoles(infra: Infra, options: { file: string; dropOnStop: boolean }): Promise<Infra> {
  const roles: DatabaseRoles | null = await ensureServiceRoles(infra.postgres.url, SERVICE_SCHEMAS, options.file);
  if (!roles) return infra;
  const stop = infra.stop;
  return {
    ...infra,
    env: { ...infra.env, [DATABASE_ROLES_FILE_VAR]: options.file },
    async stop() {
      await stop();
      if (options.dropOnStop) await dropServiceRoles(infra.postgres.url.replace(/\/[^/]*$/, ''), roles).catch(() => undefined);
    },
  };
}

/** Brings up (or finds) everything the app needs; a failure stops what was already started. */
async function resolveAll(steps: {
  postgres: () => Promise<ResolvedService>;
  redis: () => Promise<ResolvedService>;
  nats: () => Promise<ResolvedNats>;
  storage: () => Promise<ResolvedStorage>;
  mail: () => Promise<ResolvedMailInbox>;
  databaseRoles: { file: string; dropOnStop: boolean };
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
    const infra = assemble(postgres, redis, nats, storage, mail);
    return await withServiceRoles(infra, steps.databaseRoles);
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
    databaseRoles: { file: join(dataRoot, 'database-roles.json'), dropOnStop: false },
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
    databaseRoles: { file: join(scratchDir, 'database-roles.json'), dropOnStop: true },
  });
}
