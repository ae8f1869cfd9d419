import type { OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import type { Logger } from 'pino';

/** Where a statement runs: the pool, or the client of an open transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

/** The billing schema's Postgres pool, shared by its repositories. */
export class BillingDatabase implements OnApplicationShutdown {
  readonly pool: pg.Pool;

  constructor(options: { url: string; poolSize: number; logger: Logger }) {
    this.pool = new pg.Pool({ connectionString: options.url, max: options.poolSize, connectionTimeoutMillis: 5000 });
    this.pool.on('error', (error) => options.logger.warn({ err: error.message }, 'idle postgres connection lost'));
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
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

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
