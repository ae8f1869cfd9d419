import pg from 'pg';
import type { Logger } from 'pino';
import { databaseTimeouts, pgTimeoutOptions, type DatabaseTimeouts } from './database-timeouts.js';

/**
 * A service's own Postgres pool (not TypeORM's). An idle connection that Postgres drops is discarded by
 * the pool and logged; unheard, the error would end the process.
 */
export function openPgPool(options: { url: string; poolSize: number; logger: Logger; timeouts?: DatabaseTimeouts }): pg.Pool {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize, ...pgTimeoutOptions(options.timeouts ?? databaseTimeouts()) });
  pool.on('error', (error) => options.logger.warn({ err: error.message }, 'idle postgres connection lost'));
  return pool;
}

/**
 * Runs `work` in one transaction on one connection of the pool: committed when it resolves, rolled back
 * when it throws (a connection whose rollback failed is discarded, not given back to the pool).
 */
export async function inPgTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
