import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../src/database/open-database.js';
import { isDatabaseTimeout } from '../src/database/database-timeouts.js';
import { openPgPool } from '../src/database/pg-pool.js';

const logger = pino({ level: 'silent' });
const url = process.env.DATABASE_URL!;
const closers: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const close of closers) await close().catch(() => undefined);
});

describe('SQL calls against the real Postgres', () => {
  it('a statement longer than the pool statement timeout fails as a timeout, and the pool goes on', async () => {
    const pool = openPgPool({ url, poolSize: 1, logger, timeouts: { statementTimeoutMs: 200 } });
    closers.push(() => pool.end());
    const failure = await pool.query('SELECT pg_sleep(10)').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseTimeout(failure)).toBe(true);
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('the TypeORM data source has the same deadline', async () => {
    const dataSource = createDataSource({ url, schema: 'public', entities: [], migrationsDir: new URL('./', import.meta.url), timeouts: { statementTimeoutMs: 200 } });
    await dataSource.initialize();
    closers.push(() => dataSource.destroy());
    const failure = await dataSource.query('SELECT pg_sleep(10)').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseTimeout(failure)).toBe(true);
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
