import { fileURLToPath } from 'node:url';
import { DataSource, type DataSourceOptions, type EntitySchema, type MixedList } from 'typeorm';
import type { Logger } from 'pino';
import { databaseTimeouts, pgTimeoutOptions, type DatabaseTimeouts } from './database-timeouts.js';

export interface DatabaseOptions {
  url: string;
  /** The one Postgres schema this service owns. */
  schema: string;
  entities: MixedList<Function | string | EntitySchema>;
  /**
   * The folder of the service's migrations, `new URL('./migrations/', import.meta.url)`: every compiled
   * `<timestamp>-<name>.js` file in it runs, in timestamp order, so a new migration is only a new file.
   */
  migrationsDir: URL;
  poolSize?: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS from the environment when not given. */
  timeouts?: DatabaseTimeouts;
}

/**
 * The glob TypeORM loads migrations from: the compiled `.js` files of the folder (a source folder run
 * by Vitest holds only `.ts` files, and tests never migrate). Glob characters in the folder's own path
 * (`/Projects (old)/`) are escaped.
 */
export function migrationsGlob(migrationsDir: URL): string {
  const dir = fileURLToPath(migrationsDir).replace(/\/?$/, '/');
  return `${dir.replace(/[()[\]{}*?!+@]/g, '\\$&')}*.js`;
}

export function createDataSource(options: DatabaseOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: [migrationsGlob(options.migrationsDir)],
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
    extra: { max: options.poolSize ?? 10, ...pgTimeoutOptions(options.timeouts ?? databaseTimeouts()) },
  });
}

const CONNECT_ATTEMPTS = 30;

/**
 * Connects (waiting up to ~30 s for Postgres to come up), creates the service's schema and runs its
 * migrations under an advisory lock, so replicas starting together migrate once.
 */
export async function openDatabase(dataSource: DataSource, schema: string, logger: Logger): Promise<DataSource> {
  for (let attempt = 1; ; attempt++) {
    try {
      await dataSource.initialize();
      break;
    } catch (error) {
      if (attempt >= CONNECT_ATTEMPTS) {
        throw new Error(`Postgres is not reachable (${describe(error)}). Check DATABASE_URL.`);
      }
      logger.warn({ attempt, err: describe(error) }, 'waiting for postgres');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  // Migrations (and the wait for another replica's) may take longer than a request's statement timeout: they run on
  // a connection of their own without it.
  const migrator = new DataSource(withoutTimeouts(dataSource.options));
  await migrator.initialize();
  const runner = migrator.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`studyforge-migrate-${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await migrator.runMigrations({ transaction: 'each' });
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`studyforge-migrate-${schema}`]).catch(() => undefined);
    await runner.release();
    await migrator.destroy().catch(() => undefined);
  }
  return dataSource;
}

function withoutTimeouts(options: DataSourceOptions): DataSourceOptions {
  const extra = (options.extra ?? {}) as Record<string, unknown>;
  return { ...options, extra: { ...extra, max: 2, statement_timeout: undefined, query_timeout: undefined } } as DataSourceOptions;
}

function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message : String(error);
}
